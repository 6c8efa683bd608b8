import type { Route } from "./+types/user-notifications";
import { NotificationsPage } from "../features/notifications/components/notifications-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("notifications.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/notifications, behind the /user guard; its data loads in the browser (ADR 004). */
export default function UserNotifications() {
  return <NotificationsPage />;
}

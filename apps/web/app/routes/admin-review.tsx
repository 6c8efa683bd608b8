import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/admin-review";
import { ReviewQueuePage } from "../features/admin-review/components/review-queue-page";
import { reviewViewOf } from "../features/admin-review/review-queue";
import { loginHref } from "../features/auth/auth-links";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { loadOwnProfile } from "../lib/session/viewer";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("admin_review.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await loadOwnProfile(context);
  if (viewer.kind === "guest") {
    const url = new URL(request.url);
    throw redirect(loginHref({ redirectTo: `${url.pathname}${url.search}` }));
  }
  if (viewer.kind === "unavailable") throw data(null, { status: 503 });
  if (!viewer.profile.is_admin) throw data(null, { status: 404 });
  return null;
}

export default function AdminReview() {
  const [params] = useSearchParams();
  return <ReviewQueuePage view={reviewViewOf(params)} />;
}

import type { Route } from "./+types/privacy-policy";
import { StaticPage } from "../features/content-pages/components/static-page";
import { staticPageMeta } from "../features/content-pages/static-page-meta";

export const meta: Route.MetaFunction = ({ matches }) => staticPageMeta("privacy", matches);

export default function Page() {
  return <StaticPage kind="privacy" />;
}

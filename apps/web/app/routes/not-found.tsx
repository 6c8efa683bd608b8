import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "../components/pages/status-pages";
import { metaContextOf } from "../lib/seo/root-data";
import { titleWithCompany } from "../lib/seo/page-meta";

/** Catch-all: any unknown path is a real 404 for browsers and crawlers alike. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("status.not_found.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  return <NotFoundPage />;
}

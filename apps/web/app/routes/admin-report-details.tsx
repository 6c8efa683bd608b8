import { data } from "react-router";
import type { Route } from "./+types/admin-report-details";
import { ReportDetailPage } from "../features/admin-oversight/components/report-detail-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminOversight.reports.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only; an id that cannot be one is a page that does not exist. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await adminOnlyLoader(context, request);
  const propertyId = Number(params.propertyId);
  if (!Number.isInteger(propertyId) || propertyId < 1 || propertyId > 2_147_483_647) {
    throw data(null, { status: 404 });
  }
  return { propertyId };
}

export default function AdminReportDetails({ loaderData }: Route.ComponentProps) {
  return <ReportDetailPage propertyId={loaderData.propertyId} />;
}

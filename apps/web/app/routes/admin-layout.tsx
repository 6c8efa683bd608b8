import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminNav } from "../features/admin-console/admin-nav";
import { loadAccountCatalogue, pageLanguage } from "../lib/i18n/catalogues";
import { adminOnlyLoader } from "./admin-guard.server";

/** Every /admin page: admins only (each page guards too), beside the console's navigation. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

/** On a visit from another page, the console's text (ADR 084) arrives with the layout's data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadAccountCatalogue(pageLanguage())]);
  return data;
}

export default function AdminLayout() {
  return (
    <div className="lg:grid lg:min-h-[70vh] lg:grid-cols-[14rem_1fr]">
      <AdminNav />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

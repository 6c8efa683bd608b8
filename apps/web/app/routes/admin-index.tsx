import { redirect } from "react-router";
import type { Route } from "./+types/admin-index";
import { adminOnlyLoader } from "./admin-guard.server";

/** /admin opens the console's first page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await adminOnlyLoader(context, request);
  const url = new URL(request.url);
  throw redirect(`/admin/dashboard${url.search}`);
}

import { data, redirect, type AppLoadContext } from "react-router";
import { loginHref } from "../features/auth/auth-links";
import { loadOwnProfile } from "../lib/session/viewer";

/** The loader of an admin page: a guest signs in first; a member gets the page that does not exist for them. */
export async function adminOnlyLoader(context: AppLoadContext, request: Request): Promise<null> {
  const viewer = await loadOwnProfile(context);
  if (viewer.kind === "guest") {
    const url = new URL(request.url);
    throw redirect(loginHref({ redirectTo: `${url.pathname}${url.search}` }));
  }
  if (viewer.kind === "unavailable") throw data(null, { status: 503 });
  if (!viewer.profile.is_admin) throw data(null, { status: 404 });
  return null;
}

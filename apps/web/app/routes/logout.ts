import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { isSameOriginPost } from "../lib/session/same-origin";
import { clearedSessionCookie } from "../lib/session/session-cookie";

/**
 * Sign-out: the API revokes this session's token (`before-logout`), then the cookie goes. The cookie is
 * cleared even when the API cannot be reached or already refuses the token (a deleted account).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request, context.publicUrl)) {
    throw data({ error: true, code: "FORBIDDEN" }, { status: 403 });
  }
  try {
    await context.apiFetch("before-logout", { method: "POST", body: {} });
  } catch {
    // Nothing to revoke or the API is down: forgetting the cookie is still right.
  }
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie(context.publicUrl) } });
}

/** A link must never sign anyone out (a GET from another site could): only the form's POST does. */
export function loader() {
  return redirect("/");
}

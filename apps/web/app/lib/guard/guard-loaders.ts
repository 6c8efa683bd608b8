import type { AppLoadContext } from "react-router";

/**
 * "Signed in" means the API accepts the visitor's session (spec §6): `get-user-data` answers 200 for
 * the session cookie that apiFetch forwards. Guests get 401.
 */
export async function isSignedIn(context: AppLoadContext): Promise<boolean> {
  try {
    const result = await context.apiFetch("get-user-data");
    return result.status === 200;
  } catch {
    return false;
  }
}

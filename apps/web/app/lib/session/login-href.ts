/** /login with where to come back to (and a tab); "/" is the default and stays implicit. */
export function loginHref({ redirectTo, tab }: { redirectTo?: string; tab?: string }): string {
  const params = new URLSearchParams();
  if (tab && tab !== "sign-in") params.set("tab", tab);
  if (redirectTo && redirectTo !== "/") params.set("redirectTo", redirectTo);
  const search = params.toString();
  return `/login${search ? `?${search}` : ""}`;
}

/**
 * A same-site path to go to after signing in, or `fallback`: never "//host", "/\\host" or a full URL,
 * so a crafted link cannot turn the sign-in form into an open redirect.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || /^\/[/\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://manzil.invalid");
    if (url.origin !== "http://manzil.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

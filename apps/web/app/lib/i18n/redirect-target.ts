/**
 * Where to send the visitor after switching language: a same-site path only (never "//host" or a
 * full URL, so the form cannot become an open redirect), without `?lang=` (it would override the
 * new cookie).
 */
export function languageRedirectTarget(value: unknown): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\")
  ) {
    return "/";
  }
  const url = new URL(value, "http://manzil.invalid");
  if (url.origin !== "http://manzil.invalid") return "/";
  url.searchParams.delete("lang");
  return `${url.pathname}${url.search}${url.hash}`;
}

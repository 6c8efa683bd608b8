// Stands in for the site when no origin is given: only the path of the result is kept, so any origin works.
const PLACEHOLDER_ORIGIN = "http://manzil.invalid";

export type SafeRedirectOptions = {
  /** The site's own origin (PUBLIC_URL): an absolute link to it is kept as its path. */
  siteUrl?: string;
  /** Where to go when the target is not one of the site's paths. */
  fallback?: string;
  /** Query parameters to leave out (`lang` after a language switch, so it cannot override the new cookie). */
  dropParams?: readonly string[];
};

function originOf(url: string | undefined): string {
  if (!url) return PLACEHOLDER_ORIGIN;
  try {
    return new URL(url).origin;
  } catch {
    return PLACEHOLDER_ORIGIN;
  }
}

/**
 * The one check every redirect target taken from a visitor passes (`/login?redirectTo=`, the sign-in forms,
 * the language switch): a path on this site, or `fallback`.
 *
 * The target is resolved the way a browser would resolve it (`.`/`..` segments, `%2e%2e`, tabs and newlines
 * dropped, backslashes read as slashes), and only then judged: the result must have the site's origin and its
 * path must not start with `//` or `/\`, which a browser would read as another host (`/.//evil.example`
 * resolves to the path `//evil.example`).
 */
export function safeRedirectPath(value: unknown, options: SafeRedirectOptions = {}): string {
  const fallback = options.fallback ?? "/";
  if (typeof value !== "string" || value.length > 2048) return fallback;
  const origin = originOf(options.siteUrl);
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return fallback;
  }
  // A relative target such as "user/profile" depends on the page it was written on: not a path we can trust.
  const written = value.trimStart();
  const isPath = written.startsWith("/");
  const isOwnAbsolute = written.toLowerCase().startsWith(`${origin.toLowerCase()}/`);
  if (url.origin !== origin || !(isPath || isOwnAbsolute)) return fallback;
  for (const name of options.dropParams ?? []) url.searchParams.delete(name);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || /^\/[/\\]/.test(path)) return fallback;
  return path;
}

/**
 * Whether a form post to one of our actions comes from our own pages. Sign-in actions set a session
 * cookie, so a foreign page must not post to them (login CSRF): browsers send `Origin` with every
 * POST, `Referer` is the fallback. Requests with neither (scripts, old clients) carry no ambient
 * credentials of a visitor and are let through; the API checks its own writes again.
 */
export function isSameOriginPost(request: Request, publicUrl: string): boolean {
  const claimed = request.headers.get("origin") ?? request.headers.get("referer");
  if (claimed === null) return true;
  // "null" is what sandboxed frames and cross-site redirects send: not one of our pages.
  let origin: URL;
  try {
    origin = new URL(claimed);
  } catch {
    return false;
  }
  const own = [publicUrl, request.url].flatMap((url) => {
    try {
      return [new URL(url)];
    } catch {
      return [];
    }
  });
  // Scheme, host and port: the request's URL is the one the browser used, https behind a trusted TLS proxy
  // (apps/api/src/plugins/web-request.ts), so an http page of the same host is not one of ours.
  return own.some((url) => url.origin === origin.origin);
}

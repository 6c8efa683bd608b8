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
  // The host alone for the request's own URL: behind a TLS proxy it may read http while the page is https.
  return own.some((url, index) => (index === 0 ? url.origin === origin.origin : url.host === origin.host));
}

/** Any printable text up to 200 characters (slugs may be Arabic); anything else names nothing. */
export function isPlausibleSlug(slug: string | undefined): slug is string {
  if (!slug || slug.length > 200) return false;
  for (let i = 0; i < slug.length; i += 1) {
    const code = slug.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

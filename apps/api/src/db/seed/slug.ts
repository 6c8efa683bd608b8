/** Readable ASCII slugs ("Villa in El Gouna" → "villa-in-el-gouna"), made unique with "-2", "-3"… */
export function slugify(text: string, fallback = "item"): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || fallback;
}

/** Returns a slug not yet in `taken` and records it there. */
export function uniqueSlug(text: string, taken: Set<string>, fallback?: string): string {
  const base = slugify(text, fallback);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** Small text helpers for the generated bilingual listings (Arabic number agreement, SEO limits). */

export const bedroomsEn = (n: number): string => (n === 1 ? "1 bedroom" : `${n} bedrooms`);
export const bathroomsEn = (n: number): string => (n === 1 ? "1 bathroom" : `${n} bathrooms`);

/** "غرفة نوم واحدة", "غرفتي نوم", "3 غرف نوم"… (accusative/genitive, as used after a verb or a preposition). */
export function bedroomsAr(n: number): string {
  if (n === 1) return "غرفة نوم واحدة";
  if (n === 2) return "غرفتي نوم";
  return n <= 10 ? `${n} غرف نوم` : `${n} غرفة نوم`;
}

export function bathroomsAr(n: number): string {
  if (n === 1) return "حمامًا واحدًا";
  if (n === 2) return "حمامين";
  return n <= 10 ? `${n} حمامات` : `${n} حمامًا`;
}

export function guestsAr(n: number): string {
  if (n === 1) return "ضيف واحد";
  if (n === 2) return "ضيفين";
  return n <= 10 ? `${n} ضيوف` : `${n} ضيفًا`;
}

export function yearsAr(n: number): string {
  if (n === 1) return "سنة واحدة";
  if (n === 2) return "سنتين";
  return n <= 10 ? `${n} سنوات` : `${n} سنة`;
}

/** 3250000 → "3,250,000" without depending on the host's ICU data. */
export const groupDigits = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** Cuts at a word boundary so the result is at most `max` characters (an ellipsis counts as one). */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** Meta description within spec §5's 50–160 characters: whole sentences when they fit, padded when short. */
export function metaDescription(text: string, padding: string): string {
  const sentences = text.trim().match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text.trim()];
  let value = "";
  for (const sentence of sentences) {
    const next = `${value} ${sentence.trim()}`.trim();
    if (next.length > 160) break;
    value = next;
  }
  if (!value) value = truncateWords(text.trim(), 160);
  if (value.length < 50) value = `${value} ${padding}`.trim();
  if (value.length < 50) value = `${value} Browse photos, prices and locations on Manzil.`;
  return truncateWords(value, 160);
}

/** "a" or "an" for the word or number that follows ("an elegant", "an 800 sqm", "a 1,100 sqm"). */
export function indefinite(next: string): string {
  const digits = /^\d[\d,]*/.exec(next)?.[0].replace(/,/g, "");
  if (digits) {
    const anNumber = digits.startsWith("8") || ([2, 5, 8].includes(digits.length) && /^1[18]/.test(digits));
    return anNumber ? "an" : "a";
  }
  return /^[aeiou]/i.test(next) ? "an" : "a";
}

/** Meta title within 60 characters: the first candidate that fits, else the last one truncated. */
export function metaTitle(...candidates: string[]): string {
  for (const candidate of candidates) if (candidate.length <= 60) return candidate;
  return truncateWords(candidates[candidates.length - 1] ?? "", 60);
}

/** At most 10 distinct, lower-case, comma-separated phrases (spec §5). */
export function metaKeywords(phrases: string[]): string {
  const unique = [...new Set(phrases.map((p) => p.trim().toLowerCase()).filter(Boolean))];
  return unique.slice(0, 10).join(", ");
}

export const paragraphs = (items: string[]): string => items.map((p) => `<p>${p}</p>`).join("");

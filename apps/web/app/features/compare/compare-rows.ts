import type { TComparedProperty } from "@manzil/domain/contracts";

type Named = { id: number; name: string; image: string };

/** One row of the side-by-side table: the same parameter or place for both listings (null: it lacks it). */
export type AlignedRow<V> = {
  id: number;
  name: string;
  image: string;
  source: V | null;
  target: V | null;
  isDifferent: boolean;
};

/**
 * Lines up two lists by id, so each row speaks of one thing: the first listing's order, then what only
 * the second one has. A row differs when one side lacks it or the values are not equal.
 */
export function alignById<T extends Named, V>(
  source: readonly T[],
  target: readonly T[],
  valueOf: (item: T) => V,
): AlignedRow<V>[] {
  const targetById = new Map(target.map((item) => [item.id, item]));
  const rows: AlignedRow<V>[] = source.map((item) => {
    const other = targetById.get(item.id);
    const value = valueOf(item);
    const otherValue = other ? valueOf(other) : null;
    return {
      id: item.id,
      name: item.name,
      image: item.image || other?.image || "",
      source: value,
      target: otherValue,
      isDifferent: otherValue === null || !sameValue(value, otherValue),
    };
  });
  const sourceIds = new Set(source.map((item) => item.id));
  for (const item of target) {
    if (sourceIds.has(item.id)) continue;
    rows.push({
      id: item.id,
      name: item.name,
      image: item.image,
      source: null,
      target: valueOf(item),
      isDifferent: true,
    });
  }
  return rows;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === "string" && typeof b === "string")
    return a.trim().toLowerCase() === b.trim().toLowerCase();
  return a === b;
}

export type ComparedProperty = TComparedProperty;

/** The headline facts compared before the parameters, and whether the two listings differ on each. */
export function headlineDifferences(source: ComparedProperty, target: ComparedProperty) {
  const place = (property: ComparedProperty) => [property.city, property.state, property.country].join("|");
  return {
    price: source.price_minor !== target.price_minor || source.currency !== target.currency,
    type: source.property_type !== target.property_type || source.rentduration !== target.rentduration,
    place: place(source) !== place(target),
    created: source.created_at.slice(0, 10) !== target.created_at.slice(0, 10),
    likes: source.total_likes !== target.total_likes,
    views: source.total_views !== target.total_views,
  };
}

/** `?source=` / `?target=`: a listing id, or its slug (links from a listing page carry either). */
export type ListingRef = { id: number } | { slug: string };

export function parseListingRef(value: string | null): ListingRef | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return Number.isSafeInteger(id) && id > 0 ? { id } : null;
  }
  return /^[\w-]{1,200}$/u.test(text) ? { slug: text } : null;
}

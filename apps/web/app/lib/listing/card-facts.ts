import type { TParameterValue } from "@manzil/domain/contracts";

/** The three figures a listing card shows, when the listing's category has them. */
export type CardFacts = { bedrooms: number | null; bathrooms: number | null; area: number | null };

// The API names parameters in English too; bedrooms, bathrooms and area are recognised by that name, as the
// search filters recognise them.
const FACTS = [
  ["bedrooms", /bedroom/i],
  ["bathrooms", /bathroom/i],
  ["area", /\barea\b/i],
] as const;

function numberOf(value: string): number | null {
  const parsed = Number(value.trim());
  return value.trim() !== "" && Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

export function cardFacts(parameters: readonly TParameterValue[] | undefined): CardFacts {
  const facts: CardFacts = { bedrooms: null, bathrooms: null, area: null };
  for (const [key, pattern] of FACTS) {
    const parameter = parameters?.find((p) => p.type_of_parameter === "number" && pattern.test(p.name_en));
    if (parameter) facts[key] = numberOf(parameter.value);
  }
  return facts;
}

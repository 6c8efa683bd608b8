import type { TPackageCard } from "@manzil/domain/contracts";

/**
 * schema.org ItemList of the packages as Products with one Offer each. The amount is the API's major-unit
 * `price` in the package's own currency: search engines should see what is charged, not a converted figure.
 */
export function plansJsonLd(input: {
  name: string;
  url: string;
  packages: readonly Pick<TPackageCard, "id" | "name" | "price" | "currency">[];
}): Record<string, unknown> {
  return {
    "@type": "ItemList",
    name: input.name,
    url: input.url,
    numberOfItems: input.packages.length,
    itemListElement: input.packages.map((plan, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Product",
        name: plan.name,
        offers: { "@type": "Offer", price: plan.price, priceCurrency: plan.currency, url: input.url },
      },
    })),
  };
}

import type { TListingCard, TPropertyCard } from "@manzil/domain/contracts";
import { cardFacts } from "./card-facts";

/**
 * The API's listing card reduced to what the card renders (ADR 078). Loaders call it on the server, so only
 * this is serialised into the page's HTML; pages that read cards in the browser call it before rendering.
 */
export function toListingCard(card: TPropertyCard): TListingCard {
  return {
    id: card.id,
    slug_id: card.slug_id,
    title: card.title,
    title_image: card.title_image,
    property_type: card.property_type,
    rentduration: card.rentduration,
    price_minor: card.price_minor,
    currency: card.currency,
    city: card.city,
    state: card.state,
    is_premium: card.is_premium,
    promoted: card.promoted,
    rating_average: card.rating_average,
    rating_count: card.rating_count,
    is_favourite: card.is_favourite,
    category: card.category?.category ?? "",
    facts: cardFacts(card.parameters),
  };
}

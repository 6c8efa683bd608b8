import { z } from "zod";
import { PropertyCard } from "./property-responses.js";

/**
 * What a listing card on a web page renders, and all the page's HTML carries of each listing (ADR 078): the
 * loaders map the API's cards to this on the server, so the parameters, facilities, coordinates and the other
 * language's texts of a dozen listings are not serialised into every page.
 */
export const ListingCard = PropertyCard.pick({
  id: true,
  slug_id: true,
  title: true,
  title_image: true,
  property_type: true,
  rentduration: true,
  price_minor: true,
  currency: true,
  city: true,
  state: true,
  is_premium: true,
  promoted: true,
  rating_average: true,
  rating_count: true,
  is_favourite: true,
})
  .extend({
    /** The category's name in the page's language. */
    category: z.string(),
    /** Bedrooms, bathrooms and area, when the listing's category has them. */
    facts: z
      .object({
        bedrooms: z.number().nullable(),
        bathrooms: z.number().nullable(),
        area: z.number().nullable(),
      })
      .strict(),
  })
  .strict();
export type TListingCard = z.infer<typeof ListingCard>;

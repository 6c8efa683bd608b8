import type { PropertyClassification } from "@manzil/domain/contracts";

/** Search criteria in server terms (minor units, ids), built from a request by the service. */
export type PropertyFilters = {
  id?: number;
  /** Any of these listings (favourites, comparisons). */
  ids?: number[];
  slug?: string;
  classification?: PropertyClassification;
  classifications?: PropertyClassification[];
  listingType?: "sell" | "rent" | "sold" | "rented";
  /** Public lists hide sold and rented listings unless a listing type is asked for. */
  onlyOnMarket?: boolean;
  categoryId?: number;
  categoryIds?: number[];
  /** Listings near every one of these outdoor facilities. */
  facilityIds?: number[];
  /** Any of these listing types (personalised feed: sell and/or rent). */
  listingTypes?: ("sell" | "rent" | "sold" | "rented")[];
  categorySlug?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  city?: string;
  state?: string;
  country?: string;
  search?: string;
  createdAfter?: Date;
  ownerId?: number;
  /** Everything but this owner's listings (a member's own feed). */
  excludeOwnerId?: number;
  premiumOnly?: boolean;
  promotedOnly?: boolean;
  ownerVerifiedOnly?: boolean;
  /** Listings guests have rated ("top rated" lists). */
  ratedOnly?: boolean;
  bedrooms?: number;
  bathrooms?: number;
  /** Square metres. */
  minArea?: number;
  maxArea?: number;
  /** Listings with this parameter filled in. */
  parameterId?: number;
  /** A category's parameters: a choice (or one of a checkbox's values), or a numeric range. */
  parameterValues?: {
    id: number;
    equals?: string | undefined;
    min?: number | undefined;
    max?: number | undefined;
  }[];
  /** Stays free for these nights (ISO dates, check-out exclusive). */
  stay?: { checkIn: string; checkOut: string };
  excludeId?: number;
  near?: { latitude: number; longitude: number; radiusKm: number };
};

export type PropertySort =
  | "newest"
  | "oldest"
  | "price_asc"
  | "price_desc"
  | "most_viewed"
  | "most_liked"
  | "top_rated"
  | "trending"
  | "featured"
  | "distance";

import type { PropertyClassification } from "@manzil/domain/contracts";

/** Search criteria in server terms (minor units, ids), built from a request by the service. */
export type PropertyFilters = {
  id?: number;
  slug?: string;
  classification?: PropertyClassification;
  classifications?: PropertyClassification[];
  listingType?: "sell" | "rent" | "sold" | "rented";
  /** Public lists hide sold and rented listings unless a listing type is asked for. */
  onlyOnMarket?: boolean;
  categoryId?: number;
  categorySlug?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  city?: string;
  state?: string;
  country?: string;
  search?: string;
  createdAfter?: Date;
  ownerId?: number;
  premiumOnly?: boolean;
  promotedOnly?: boolean;
  ownerVerifiedOnly?: boolean;
  excludeId?: number;
  near?: { latitude: number; longitude: number; radiusKm: number };
};

export type PropertySort =
  "newest" | "oldest" | "price_asc" | "price_desc" | "most_viewed" | "most_liked" | "featured" | "distance";

import { STAY_CLASSIFICATIONS } from "../../lib/listing/listing-params";
import type {
  TInterestedUser,
  TListingState,
  TOwnListing,
  TOwnListingCounts,
} from "@manzil/domain/contracts";
import type { ApiSuccess } from "../../lib/api/envelope";
import type { OwnerBadge } from "./state-badge";

/** Cache keys: each starts with the endpoint so invalidation reads plainly. */
export const OWN_LISTINGS_KEY = "get-added-properties";
export const INTERESTED_USERS_KEY = "get_interested_users";

export type OwnListing = TOwnListing;
export type InterestedUser = TInterestedUser;
export type OwnListingsAnswer = ApiSuccess<OwnListing[]> & {
  counts?: TOwnListingCounts;
  total_views?: number;
};

/**
 * A checkbox parameter's chosen options in the owner's view: a JSON array, which eBroker edit forms parse
 * (ADR 037); a comma list is read too.
 */
export function checkedOptions(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === "string");
  } catch {
    // Not JSON: a comma list.
  }
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A parameter of the owner's view as text to read: a checkbox's options listed in the page's language. */
export function ownParameterText(
  parameter: Pick<OwnListing["parameters"][number], "type_of_parameter" | "value">,
  locale: string,
): string {
  if (parameter.type_of_parameter !== "checkbox") return parameter.value;
  return new Intl.ListFormat(locale, { style: "short", type: "unit" }).format(
    checkedOptions(parameter.value),
  );
}

/** The one state a card names: moderation first, then the owner's switch, then the market. */
export function badgeOf(
  listing: Pick<OwnListing, "request_status" | "status" | "property_type">,
): OwnerBadge {
  if (listing.request_status !== "approved") return listing.request_status;
  if (listing.status === 0) return "inactive";
  if (listing.property_type === "sold" || listing.property_type === "rented") return listing.property_type;
  return "active";
}

/** Visitors see a listing only once approved and while its owner keeps it switched on. */
export const isPublic = (listing: Pick<OwnListing, "request_status" | "status">) =>
  listing.request_status === "approved" && listing.status === 1;

export type MarketState = OwnListing["property_type"];

export type ListingChange = { kind: "visibility"; status: 0 | 1 } | { kind: "market"; to: MarketState };

/** Vacation homes (4) and hotels (5) are booked by date, never sold or rented as a whole. */

/** The one market move the API allows from each state (sale ↔ sold, rent ↔ rented). */
const MARKET_MOVES: Record<MarketState, MarketState> = {
  sell: "sold",
  sold: "sell",
  rent: "rented",
  rented: "rent",
};

/**
 * The changes offered on a card: the API refuses the rest (visibility and market state need an approved
 * listing; stays have no market state), so they are not shown at all.
 */
export function changesFor(
  listing: Pick<OwnListing, "request_status" | "status" | "property_type" | "property_classification">,
): ListingChange[] {
  if (listing.request_status !== "approved") return [];
  const changes: ListingChange[] = [{ kind: "visibility", status: listing.status === 1 ? 0 : 1 }];
  if (!STAY_CLASSIFICATIONS.some((c) => c === listing.property_classification)) {
    changes.push({ kind: "market", to: MARKET_MOVES[listing.property_type] });
  }
  return changes;
}

/** The listing as it will be once the change is made (the optimistic picture). */
export function applyChange<T extends OwnListing>(listing: T, change: ListingChange): T {
  return change.kind === "visibility"
    ? { ...listing, status: change.status }
    : { ...listing, property_type: change.to };
}

/** The listing as the API says it now stands. */
export const applyState = <T extends OwnListing>(listing: T, state: TListingState): T => ({
  ...listing,
  property_type: state.property_type,
  request_status: state.request_status,
  status: state.status,
});

/** The endpoint and body of a change. */
export function requestOf(listingId: number, change: ListingChange) {
  return change.kind === "visibility"
    ? { path: "change-property-status", body: { property_id: listingId, status: change.status } }
    : { path: "update_property_status", body: { property_id: listingId, status: change.to } };
}

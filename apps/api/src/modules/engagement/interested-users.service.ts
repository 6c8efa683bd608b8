import type {
  TInterestedUser,
  TInterestedUsersQuery,
  TInterestState,
  TToggleListingBody,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Viewer } from "../auth/auth.service.js";
import type { PropertiesService } from "../properties/properties.service.js";
import { mapInterestedUser } from "./interested-users.mapper.js";
import {
  addInterest,
  interestedUsersOf,
  listingOwnerId,
  removeInterest,
} from "./interested-users.repository.js";

const DEFAULT_LIMIT = 25;

export function createInterestedUsersService(
  db: Database,
  deps: { properties: PropertiesService; filesUrl: string },
) {
  return {
    /** Marking needs a public listing that is not the member's own; withdrawing always works. */
    async toggle(userId: number, body: TToggleListingBody): Promise<TInterestState> {
      const keys = { userId, propertyId: body.property_id };
      if (body.type === 0) {
        await removeInterest(db, keys);
        return { property_id: body.property_id, is_interested: false };
      }
      if (!(await deps.properties.isPublic(body.property_id))) {
        throw new AppError("NOT_FOUND", { messageKey: "engagement.listing_not_found" });
      }
      if ((await listingOwnerId(db, body.property_id)) === userId) {
        throw new AppError("FORBIDDEN", { messageKey: "engagement.own_listing_interest" });
      }
      await addInterest(db, keys);
      return { property_id: body.property_id, is_interested: true };
    },

    /**
     * The listing's leads with their contact details, for its owner or an admin only. Anyone else gets the same
     * 404 as for a listing that does not exist, so the answer never tells whose listing an id is.
     */
    async list(
      viewer: Pick<Viewer, "id" | "role">,
      query: TInterestedUsersQuery,
    ): Promise<{ items: TInterestedUser[]; total: number }> {
      const ownerId = await listingOwnerId(db, query.property_id);
      if (ownerId === null || (ownerId !== viewer.id && viewer.role !== "admin")) {
        throw new AppError("NOT_FOUND", { messageKey: "engagement.listing_not_found" });
      }
      const { rows, total } = await interestedUsersOf(db, {
        propertyId: query.property_id,
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_LIMIT,
      });
      return { items: rows.map((row) => mapInterestedUser(row, deps.filesUrl)), total };
    },
  };
}

export type InterestedUsersService = ReturnType<typeof createInterestedUsersService>;

import type {
  TFavouriteState,
  TOwnListQuery,
  TPropertyCard,
  TToggleListingBody,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { MapContext } from "../properties/properties.mapper.js";
import type { PropertiesService } from "../properties/properties.service.js";
import { addFavourite, publicFavouriteIds, removeFavourite } from "./favourites.repository.js";

/** eBroker's page size for `get_favourite_property`. */
const DEFAULT_LIMIT = 25;

export function createFavouritesService(db: Database, deps: { properties: PropertiesService }) {
  return {
    /** Saving needs a public listing; removing never does, so a listing taken down can still be let go. */
    async toggle(userId: number, body: TToggleListingBody): Promise<TFavouriteState> {
      const keys = { userId, propertyId: body.property_id };
      if (body.type === 0) {
        await removeFavourite(db, keys);
        return { property_id: body.property_id, is_favourite: false };
      }
      if (!(await deps.properties.isPublic(body.property_id))) {
        throw new AppError("NOT_FOUND", { messageKey: "engagement.listing_not_found" });
      }
      await addFavourite(db, keys);
      return { property_id: body.property_id, is_favourite: true };
    },

    /**
     * Public favourites as listing cards, most recently saved first. Cards come from the listing search, so they
     * carry exactly what public lists show (never the owner's documents or contact details).
     */
    async list(
      userId: number,
      query: TOwnListQuery,
      ctx: MapContext,
    ): Promise<{ items: TPropertyCard[]; total: number }> {
      const { ids, total } = await publicFavouriteIds(db, {
        userId,
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_LIMIT,
      });
      if (ids.length === 0) return { items: [], total };
      const { items } = await deps.properties.searchCards({
        // Sold and rented favourites stay in the list: the member wants to see what became of them.
        filters: { ids, onlyOnMarket: false },
        sort: "newest",
        limit: ids.length,
        viewerId: userId,
        ctx,
      });
      const position = new Map(ids.map((id, index) => [id, index]));
      return { items: items.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)), total };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;

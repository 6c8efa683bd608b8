import type {
  TChangePropertyStatusBody,
  TGetAddedPropertiesQuery,
  TListingState,
  TOwnListing,
  TOwnListingCounts,
  TOwnerDocument,
  TUpdatePropertyStatusBody,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Viewer } from "../auth/auth.service.js";
import { imageVariantKeys } from "../media/listing-media.js";
import type { MapContext } from "../properties/properties.mapper.js";
import type { LeadsService } from "../leads/leads.service.js";
import type { PropertiesService } from "../properties/properties.service.js";
import type { FileStore } from "../../storage/file-store.js";
import { removeStoredFiles } from "./listing-files.js";
import {
  deleteListing,
  filesStillUsed,
  listingFiles,
  listingStanding,
  moveListingType,
  ownerDocumentsOf,
  ownListings,
  ownListingTotals,
  setActive,
  type ListingStanding,
  type ListingType,
  type OwnListingFilters,
} from "./listings.repository.js";

const DEFAULT_LIMIT = 10;
/** Long enough to open or download a paper from the page just loaded; short enough that a leaked link dies soon. */
const OWNER_DOCUMENT_LINK_SECONDS = 10 * 60;
/** Vacation homes (4) and hotels (5) are booked by date; they are never sold or rented as a whole. */
const STAY_CLASSIFICATIONS = new Set([4, 5]);

type Actor = Pick<Viewer, "id" | "role">;

/** The one way each market state may be reached (spec §4: mark as sold, rented, available again). */
const MOVES: Record<ListingType, { from: ListingType; refusal: string }> = {
  sold: { from: "sell", refusal: "listings.sold_needs_sale" },
  rented: { from: "rent", refusal: "listings.rented_needs_rental" },
  sell: { from: "sold", refusal: "listings.sell_needs_sold" },
  rent: { from: "rented", refusal: "listings.rent_needs_rented" },
};

function stateOf(row: ListingStanding): TListingState {
  return {
    id: row.id,
    property_type: row.listingType,
    request_status: row.moderationStatus,
    status: row.isActive ? 1 : 0,
  };
}

function refuse(field: string, messageKey: string): AppError {
  return new AppError("VALIDATION_FAILED", { messageKey, fields: { [field]: [messageKey] } });
}

export function createListingsService(
  db: Database,
  deps: { properties: PropertiesService; leads: LeadsService; files: FileStore; demoMode: boolean },
) {
  /**
   * The owner's private papers of each listing, with fresh signed links. Callers must have checked that the
   * viewer is the owner or an admin: the links are the only key to the files.
   */
  async function ownerDocuments(propertyIds: number[]): Promise<Map<number, TOwnerDocument[]>> {
    const rows = await ownerDocumentsOf(db, propertyIds);
    const documents = new Map<number, TOwnerDocument[]>(propertyIds.map((id) => [id, []]));
    for (const row of rows) {
      documents.get(row.propertyId)?.push({
        kind: row.kind,
        url: await deps.files.signedPrivateUrl(row.storageKey, OWNER_DOCUMENT_LINK_SECONDS),
        content_type: row.contentType,
        size: row.byteSize,
      });
    }
    return documents;
  }

  /**
   * The listing if the actor may manage it: its owner, or an admin. Anyone else gets the same 404 as for a
   * listing that does not exist, so an id never tells whose listing it is.
   */
  async function manageable(actor: Actor, id: number): Promise<ListingStanding> {
    const row = await listingStanding(db, id);
    if (!row || (row.ownerId !== actor.id && actor.role !== "admin")) {
      throw new AppError("NOT_FOUND", { messageKey: "listings.not_found" });
    }
    return row;
  }

  function refuseInDemo() {
    if (deps.demoMode) throw new AppError("DEMO_MODE");
  }

  /** Listings of one owner as get-added-properties shows them: details, standing, papers and requests. */
  async function ownItems(rows: ListingStanding[], ownerId: number, ctx: MapContext): Promise<TOwnListing[]> {
    const ids = rows.map((row) => row.id);
    const [details, papers, requests] = await Promise.all([
      deps.properties.ownerDetails(ids, ownerId, ctx),
      ownerDocuments(ids),
      deps.leads.inquiryTotals(ids),
    ]);
    const standings = new Map(rows.map((row) => [row.id, row]));
    return details.flatMap((detail): TOwnListing[] => {
      const row = standings.get(detail.id);
      if (!row) return [];
      return [
        {
          ...detail,
          request_status: row.moderationStatus,
          status: row.isActive ? 1 : 0,
          reject_reason: row.moderationStatus === "rejected" ? (row.rejectionReason ?? "") : null,
          owner_documents: papers.get(detail.id) ?? [],
          total_inquiries: requests.get(detail.id) ?? 0,
        },
      ];
    });
  }

  return {
    ownerDocuments,

    /** `get-owner-documents`: one listing's private papers, for its owner or an admin (anyone else: 404). */
    async ownerDocumentsFor(actor: Actor, propertyId: number): Promise<TOwnerDocument[]> {
      const row = await manageable(actor, propertyId);
      return (await ownerDocuments([row.id])).get(row.id) ?? [];
    },

    /** One listing as its owner sees it in get-added-properties (the answer to a post or an edit). */
    async ownListing(id: number, ctx: MapContext): Promise<TOwnListing | null> {
      const row = await listingStanding(db, id);
      if (!row) return null;
      const [item] = await ownItems([row], row.ownerId, ctx);
      return item ?? null;
    },

    /** `get-added-properties`: the caller's own listings in every state, with counts over all of them. */
    async ownListings(
      ownerId: number,
      query: TGetAddedPropertiesQuery,
      ctx: MapContext,
    ): Promise<{ items: TOwnListing[]; total: number; totalViews: number; counts: TOwnListingCounts }> {
      const filters: OwnListingFilters = {
        ownerId,
        id: query.id,
        slug: query.slug_id,
        listingType: query.property_type,
        classification: query.property_classification,
        active: query.status,
        moderation: query.request_status,
        search: query.search ? { text: query.search, by: query.search_type ?? "property_name" } : undefined,
        promotedAt: query.is_promoted ? ctx.now : undefined,
      };
      const [page, totals] = await Promise.all([
        ownListings(db, { filters, offset: query.offset ?? 0, limit: query.limit ?? DEFAULT_LIMIT }),
        ownListingTotals(db, ownerId),
      ]);
      const items = await ownItems(page.rows, ownerId, ctx);
      return { items, total: page.total, totalViews: totals.totalViews, counts: totals.counts };
    },

    /** `change-property-status`: an approved listing shown (1) or hidden (0) by its owner. */
    async changeActive(actor: Actor, body: TChangePropertyStatusBody, now: Date): Promise<TListingState> {
      refuseInDemo();
      const row = await manageable(actor, body.property_id);
      if (row.moderationStatus !== "approved") throw refuse("status", "listings.toggle_needs_approval");
      const isActive = body.status === 1;
      if (row.isActive === isActive) return stateOf(row);
      const changed = await setActive(db, { id: row.id, isActive, now });
      // Rejected or deleted meanwhile: the approval no longer holds.
      if (!changed) throw refuse("status", "listings.toggle_needs_approval");
      return stateOf(changed);
    },

    /** `update_property_status`: sold, rented, or on the market again; asking for the current state is harmless. */
    async changeMarketState(
      actor: Actor,
      body: TUpdatePropertyStatusBody,
      now: Date,
    ): Promise<TListingState> {
      refuseInDemo();
      const row = await manageable(actor, body.property_id);
      const target = body.status;
      if (row.listingType === target) return stateOf(row);
      if (STAY_CLASSIFICATIONS.has(row.classification)) throw refuse("status", "listings.stays_not_sold");
      const move = MOVES[target];
      if (row.listingType !== move.from) throw refuse("status", move.refusal);
      if (row.moderationStatus !== "approved") throw refuse("status", "listings.market_needs_approval");
      const moved = await moveListingType(db, { id: row.id, from: move.from, to: target, now });
      if (moved) return stateOf(moved);
      // Another request moved it first: a double tap that got there is fine, anything else is a conflict.
      const latest = await listingStanding(db, row.id);
      if (latest?.listingType === target) return stateOf(latest);
      throw new AppError("CONFLICT");
    },

    /** `delete_property`: the listing, its private papers and, once nothing else uses them, its public files. */
    async remove(actor: Actor, propertyId: number): Promise<{ id: number }> {
      refuseInDemo();
      const row = await manageable(actor, propertyId);
      const [keys, papers] = await Promise.all([listingFiles(db, row.id), ownerDocumentsOf(db, [row.id])]);
      if (!(await deleteListing(db, row.id))) {
        throw new AppError("NOT_FOUND", { messageKey: "listings.not_found" });
      }
      const used = await filesStillUsed(db, keys);
      // A posted picture has responsive copies beside it that no row names; they go with it. The listing is gone
      // already: a store that fails now leaves orphan files, which is better than telling the owner it failed.
      await Promise.all([
        removeStoredFiles(
          deps.files,
          keys.filter((key) => !used.has(key)).flatMap((key) => [key, ...imageVariantKeys(key)]),
        ),
        deps.files.removePrivate(papers.map((paper) => paper.storageKey)),
      ]).catch(() => undefined);
      return { id: row.id };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;

import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { oneOf } from "./columns.js";
import { properties } from "./properties.js";

/** Spec §3: the identity and ownership papers an owner may attach to a listing. */
export const ownerDocumentKinds = [
  "policy_data",
  "identity_proof",
  "national_id_passport",
  "utilities_bills",
  "power_of_attorney",
] as const;

/**
 * An owner's identity or ownership document. The file lives in PRIVATE storage under `storage_key` and is only
 * ever handed out as a short-lived signed URL to its owner or an admin; one file per kind per listing.
 */
export const propertyOwnerDocuments = pgTable(
  "property_owner_documents",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ownerDocumentKinds }).notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("property_owner_documents_kind_uq").on(t.propertyId, t.kind),
    oneOf("property_owner_documents_kind_ck", t.kind, ownerDocumentKinds),
  ],
);

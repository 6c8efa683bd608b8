import { placeColumns, type PlaceColumns, type SentPlace } from "../catalogue/city-places.js";
import {
  LISTING_MEDIA_MAX,
  ownerDocumentKinds,
  type TOwnListing,
  type TPostPropertyBody,
  type TUpdatePostPropertyBody,
} from "@manzil/domain/contracts";
import { toMinorUnits } from "@manzil/domain/money";
import { metaDescriptionWarning, metaTitleWarning } from "@manzil/domain/validation";
import type { Database } from "../../db/client.js";
import { AppError, type FieldErrors } from "../../lib/app-error.js";
import { isUploadedFile, type UploadedFile } from "../../plugins/body-parsing.js";
import type { Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { ListingsService } from "../listings/listings.service.js";
import {
  inspectListingDocument,
  inspectListingImage,
  removeListingMedia,
  storeListingDocument,
  storeListingImage,
  storeOwnerDocument,
  type CheckedDocument,
} from "../media/listing-media.js";
import { UnreadableImageError, type ImageWork } from "../media/image-work.js";
import type { PackagesService } from "../packages/packages.service.js";
import type { MapContext } from "../properties/properties.mapper.js";
import type { PropertiesService } from "../properties/properties.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import type { FileStore } from "../../storage/file-store.js";
import { createStayListingsService, HOTEL_CLASSIFICATION } from "../stay-listings/stay-listings.service.js";
import { listingSlugBase, nextFreeSlug } from "./listing-slug.js";
import {
  activeCategory,
  addMedia,
  addOwnerDocuments,
  existingFacilityIds,
  fileParameterValues,
  insertListing,
  listingForEdit,
  mediaCountAfterRemoval,
  parametersOfCategory,
  posterProfile,
  removeMedia,
  removeOwnerDocuments,
  replaceFacilities,
  replaceParameters,
  slugsLike,
  updateListing,
  type ListingColumns,
  type MediaRow,
  type NewOwnerDocument,
  type ParameterValueRow,
  type Tx,
} from "./listing-posts.repository.js";
import { checkParameterValues } from "./parameter-values.js";

const LISTING_CURRENCY = "EGP";
/** Classifications that spend a `property_list` credit; stays are gated with the hospitality work. */
const PACKAGED_CLASSIFICATIONS = new Set([1, 2, 3]);
const SLUG_ATTEMPTS = 3;

type Actor = Pick<Viewer, "id" | "role" | "customerType" | "verificationStatus">;
type PropertyInput = Partial<Omit<TPostPropertyBody, "parameters" | "facilities">> & {
  parameters?: TPostPropertyBody["parameters"];
  facilities?: TPostPropertyBody["facilities"];
};

/** Files of this request, checked and stored; `keys` and `privateKeys` are removed again if the write fails. */
type StoredFiles = {
  titleImage?: string;
  threeDImage?: string;
  metaImage?: string;
  media: MediaRow[];
  parameterFiles: ParameterValueRow[];
  ownerDocuments: NewOwnerDocument[];
  /** Stay certificates' files by their field (`hotelCertificates.0.file`). */
  certificateFiles: Map<string, string>;
  keys: string[];
  privateKeys: string[];
};

const isFlagOn = (value: string | undefined) => value === "1" || value === "true";

/** A PostgreSQL unique violation of the slug: a parallel post took the same one between our read and insert. */
function isSlugClash(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === "properties_slug_uq") return true;
  }
  return false;
}

/** Spec §5's SEO advice on what was sent: saved all the same, answered as warnings. */
function seoWarnings(body: PropertyInput): FieldErrors {
  const warnings: FieldErrors = {};
  const title = body.meta_title ? metaTitleWarning(body.meta_title) : null;
  if (title) warnings.meta_title = [title];
  const description = body.meta_description ? metaDescriptionWarning(body.meta_description) : null;
  if (description) warnings.meta_description = [description];
  return warnings;
}

function invalid(fields: FieldErrors): AppError {
  return new AppError("VALIDATION_FAILED", { fields });
}

/** Column values of the fields sent; absent fields are left out, so an edit keeps what it does not name. */
function columnsFrom(body: PropertyInput): Partial<ListingColumns> {
  const columns: Partial<ListingColumns> = {
    listingType: body.property_type,
    title: body.title,
    titleAr: body.title_ar,
    description: body.description,
    descriptionAr: body.description_ar,
    areaDescription: body.area_description,
    areaDescriptionAr: body.area_description_ar,
    address: body.address,
    addressAr: body.address_ar,
    clientAddress: body.client_address,
    city: body.city,
    state: body.state,
    country: body.country,
    latitude: body.latitude,
    longitude: body.longitude,
    priceMinor: body.price === undefined ? undefined : toMinorUnits(body.price, LISTING_CURRENCY),
    weekendCommission: body.weekend_commission,
    // A sale has no rent duration; one left over from when the listing was for rent would mislead.
    rentDuration: body.property_type === "sell" ? null : body.rentduration,
    videoLink: body.video_link,
    isPremium: body.is_premium,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description,
    metaKeywords: body.meta_keywords,
    availabilityType: body.availability_type ?? body.availabilityType,
    rentPackage: body.rent_package,
    hotelApartmentTypeId: body.hotel_apartment_type_id,
    correspondingDay: body.corresponding_day,
    checkIn: body.check_in,
    checkOut: body.check_out,
    instantBooking: body.instant_booking,
    nonRefundable: body.non_refundable,
    companyEmployeeUsername: body.company_employee_username,
    companyEmployeeEmail: body.company_employee_email,
    companyEmployeePhoneNumber: body.company_employee_phone_number,
    revenueUserName: body.revenue_user_name,
    revenueEmail: body.revenue_email,
    revenuePhoneNumber: body.revenue_phone_number,
    reservationUserName: body.reservation_user_name,
    reservationEmail: body.reservation_email,
    reservationPhoneNumber: body.reservation_phone_number,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export function createListingPostsService(
  db: Database,
  deps: {
    packages: PackagesService;
    settings: SettingsService;
    properties: PropertiesService;
    listings: ListingsService;
    files: FileStore;
    images: ImageWork;
    maxFileBytes: number;
    demoMode: boolean;
  },
) {
  const imageLimits = { maxBytes: deps.maxFileBytes, images: deps.images };
  const stays = createStayListingsService(db);

  /** The place columns of what was sent; a `city_id` naming no active city is the sender's mistake on it. */
  async function placeOf(body: SentPlace, fields: FieldErrors): Promise<PlaceColumns> {
    const place = await placeColumns(db, body);
    if (place !== "unknown_city") return place;
    fields.city_id = ["listing_posts.unknown_city"];
    return {};
  }

  /** Re-encodes a checked image; one whose data turns out undecodable is the sender's mistake on that field. */
  async function storeImage(file: UploadedFile, field: string): Promise<string> {
    try {
      return await storeListingImage(file, deps);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw invalid({ [field]: ["validation.invalid_file_type"] });
      throw error;
    }
  }

  /**
   * An edit may add gallery images and documents only while the listing stays within what one post may hold, so
   * repeated edits cannot grow a listing's media (and its image work) without bound.
   */
  async function mediaOverBudget(input: {
    propertyId: number;
    body: TUpdatePostPropertyBody;
  }): Promise<FieldErrors> {
    const fields: FieldErrors = {};
    const checks = [
      {
        kind: "gallery",
        field: "gallery_images",
        sent: input.body.gallery_images,
        removing: input.body.remove_gallery_images,
      },
      {
        kind: "document",
        field: "documents",
        sent: input.body.documents,
        removing: input.body.remove_documents,
      },
    ] as const;
    for (const check of checks) {
      // Text values are the files the form keeps (their URLs), not new ones.
      const adding = (check.sent ?? []).filter((value) => typeof value !== "string").length;
      if (adding === 0) continue;
      const kept = await mediaCountAfterRemoval(db, {
        propertyId: input.propertyId,
        kind: check.kind,
        removing: check.removing ?? [],
      });
      if (kept + adding > LISTING_MEDIA_MAX) fields[check.field] = [`listing_posts.${check.kind}_limit`];
    }
    return fields;
  }

  /** Spec §6: a completed profile, then verification when the setting asks for it (admins pass both). */
  async function checkPoster(actor: Actor, settings: Map<string, string>) {
    if (actor.role === "admin") return;
    const profile = await posterProfile(db, actor.id);
    if (!profile || !profile.name.trim() || !profile.email || !profile.mobile) {
      throw new AppError("PROFILE_INCOMPLETE");
    }
    if (isFlagOn(settings.get("verification_required_for_user"))) {
      if (profile.verificationStatus === "pending") throw new AppError("VERIFICATION_PENDING");
      if (profile.verificationStatus === "failed") throw new AppError("VERIFICATION_FAILED");
      if (profile.verificationStatus !== "success") throw new AppError("VERIFICATION_REQUIRED");
    }
  }

  /** A file of this very request: a JSON object shaped like one is not an upload. */
  function claim(value: unknown, uploaded: UploadedFile[]): UploadedFile | null {
    if (!isUploadedFile(value)) return null;
    return uploaded.find((file) => file.path === value.path) ?? null;
  }

  /** Checks every file first (so nothing is stored for a request that fails), then stores them. */
  async function storeFiles(
    body: PropertyInput,
    parameterFiles: { index: number; parameterId: number; value: unknown }[],
    certificateFiles: { field: string; value: unknown }[],
    uploaded: UploadedFile[],
    options: { isEdit: boolean; fieldErrors: FieldErrors },
  ): Promise<StoredFiles> {
    // Field errors found before (catalogue, rules) are answered together with the files' ones.
    const fields: FieldErrors = { ...options.fieldErrors };
    // Edit forms send the files they keep back as their URLs; a text value there means "unchanged".
    const keepsCurrent = (value: unknown) => options.isEdit && typeof value === "string";
    const images: { field: "title_image" | "three_d_image" | "meta_image"; file: UploadedFile }[] = [];
    for (const field of ["title_image", "three_d_image", "meta_image"] as const) {
      const value = body[field];
      if (value === undefined || value === null || value === "" || keepsCurrent(value)) {
        if (field === "title_image" && !options.isEdit) fields[field] = ["validation.file_required"];
        continue;
      }
      const file = claim(value, uploaded);
      const problem = file ? await inspectListingImage(file, imageLimits) : "validation.invalid_file_type";
      if (problem) fields[field] = [problem];
      else images.push({ field, file: file! });
    }
    const gallery: { field: string; file: UploadedFile }[] = [];
    for (const [index, value] of (body.gallery_images ?? []).entries()) {
      if (keepsCurrent(value)) continue;
      const file = claim(value, uploaded);
      const problem = file ? await inspectListingImage(file, imageLimits) : "validation.invalid_file_type";
      if (problem) fields[`gallery_images.${index}`] = [problem];
      else gallery.push({ field: `gallery_images.${index}`, file: file! });
    }
    const documents: CheckedDocument[] = [];
    for (const [index, value] of (body.documents ?? []).entries()) {
      if (keepsCurrent(value)) continue;
      const file = claim(value, uploaded);
      const checked = file ? await inspectListingDocument(file, deps.maxFileBytes) : null;
      if (!checked || "problem" in checked) {
        fields[`documents.${index}`] = [checked?.problem ?? "validation.invalid_file_type"];
      } else documents.push(checked);
    }
    const parameterDocuments: { parameterId: number; document: CheckedDocument }[] = [];
    for (const sent of parameterFiles) {
      const file = claim(sent.value, uploaded);
      const checked = file ? await inspectListingDocument(file, deps.maxFileBytes) : null;
      if (!checked || "problem" in checked) {
        fields[`parameters.${sent.index}.value`] = [checked?.problem ?? "validation.invalid_file_type"];
      } else parameterDocuments.push({ parameterId: sent.parameterId, document: checked });
    }
    const papers: { kind: NewOwnerDocument["kind"]; document: CheckedDocument }[] = [];
    for (const kind of ownerDocumentKinds) {
      const value = body[kind];
      if (value === undefined || value === null || value === "" || keepsCurrent(value)) continue;
      const file = claim(value, uploaded);
      const checked = file ? await inspectListingDocument(file, deps.maxFileBytes) : null;
      if (!checked || "problem" in checked)
        fields[kind] = [checked?.problem ?? "validation.invalid_file_type"];
      else papers.push({ kind, document: checked });
    }
    // A stay's certificates are public documents, checked like the listing's own.
    const certificates: { field: string; document: CheckedDocument }[] = [];
    for (const sent of certificateFiles) {
      const file = claim(sent.value, uploaded);
      const checked = file ? await inspectListingDocument(file, deps.maxFileBytes) : null;
      if (!checked || "problem" in checked)
        fields[sent.field] = [checked?.problem ?? "validation.invalid_file_type"];
      else certificates.push({ field: sent.field, document: checked });
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);

    const stored: StoredFiles = {
      media: [],
      parameterFiles: [],
      ownerDocuments: [],
      certificateFiles: new Map(),
      keys: [],
      privateKeys: [],
    };
    try {
      for (const image of images) {
        const key = await storeImage(image.file, image.field);
        stored.keys.push(key);
        if (image.field === "title_image") stored.titleImage = key;
        if (image.field === "three_d_image") stored.threeDImage = key;
        if (image.field === "meta_image") stored.metaImage = key;
      }
      for (const { field, file } of gallery) {
        const key = await storeImage(file, field);
        stored.keys.push(key);
        stored.media.push({ kind: "gallery", file: key, name: null });
      }
      for (const document of documents) {
        const key = await storeListingDocument(document, deps.files);
        stored.keys.push(key);
        stored.media.push({
          kind: "document",
          file: key,
          name: document.file.fileName.slice(0, 200) || null,
        });
      }
      for (const { parameterId, document } of parameterDocuments) {
        const key = await storeListingDocument(document, deps.files);
        stored.keys.push(key);
        stored.parameterFiles.push({ parameterId, value: key, valueAr: null });
      }
      for (const { field, document } of certificates) {
        const key = await storeListingDocument(document, deps.files);
        stored.keys.push(key);
        stored.certificateFiles.set(field, key);
      }
      for (const { kind, document } of papers) {
        const key = await storeOwnerDocument(document, deps.files);
        stored.privateKeys.push(key);
        stored.ownerDocuments.push({
          kind,
          storageKey: key,
          contentType: document.contentType,
          byteSize: document.file.size,
        });
      }
    } catch (error) {
      await discard(stored);
      throw error;
    }
    return stored;
  }

  /** Removes what a failed request stored; a storage error here must not hide the one that made it fail. */
  async function discard(stored: StoredFiles) {
    await Promise.all([
      removeListingMedia(deps.files, stored.keys),
      deps.files.removePrivate(stored.privateKeys),
    ]).catch(() => undefined);
  }

  /** Category, parameters and facilities checked against the catalogue; all field errors at once. */
  async function checkCatalogue(input: {
    categoryId: number;
    body: PropertyInput;
    isNew: boolean;
    isEdit: boolean;
  }) {
    const category = await activeCategory(db, input.categoryId);
    if (!category) throw invalid({ category_id: ["listing_posts.category_not_found"] });
    const fields: FieldErrors = {};
    let parameterCheck: ReturnType<typeof checkParameterValues> | null = null;
    if (input.body.parameters !== undefined || input.isNew) {
      parameterCheck = checkParameterValues(
        await parametersOfCategory(db, category.id),
        input.body.parameters ?? [],
        { isEdit: input.isEdit },
      );
      Object.assign(fields, parameterCheck.fields);
    }
    const facilityRows = (input.body.facilities ?? []).map((f) => ({
      facilityId: f.facility_id,
      distance: f.distance,
    }));
    const known = await existingFacilityIds(
      db,
      facilityRows.map((f) => f.facilityId),
    );
    const seen = new Set<number>();
    facilityRows.forEach((facility, index) => {
      if (!known.has(facility.facilityId))
        fields[`facilities.${index}.facility_id`] = ["listing_posts.facility_not_found"];
      else if (seen.has(facility.facilityId))
        fields[`facilities.${index}.facility_id`] = ["listing_posts.facility_repeated"];
      seen.add(facility.facilityId);
    });
    return { category, parameterCheck, facilityRows, fields };
  }

  async function uniqueSlug(executor: Database | Tx, requested: string): Promise<string> {
    const base = listingSlugBase(requested);
    return nextFreeSlug(base, await slugsLike(executor, base));
  }

  /**
   * Runs `write` in a transaction, again with a fresh slug when a parallel post took the same one; the stored
   * files are removed if it finally fails.
   */
  async function writeWithSlug<T>(stored: StoredFiles, write: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction((tx) => write(tx));
        } catch (error) {
          if (attempt + 1 >= SLUG_ATTEMPTS || !isSlugClash(error)) throw error;
        }
      }
    } catch (error) {
      await discard(stored);
      throw error;
    }
  }

  /** The saved listing as its owner sees it in `get-added-properties`. */
  async function detailFor(id: number, ctx: MapContext): Promise<TOwnListing> {
    const listing = await deps.listings.ownListing(id, ctx);
    if (!listing) throw new AppError("NOT_FOUND", { messageKey: "listings.not_found" });
    return listing;
  }

  function submissionMessage(settings: Map<string, string>, lang: Language): string | null {
    const text =
      (lang === "ar" ? settings.get("text_property_submission_ar") : undefined) ??
      settings.get("text_property_submission");
    return text?.trim() ? text.trim() : null;
  }

  return {
    /** `post_property`: gates of spec §6 in order, then validation, then one transaction for listing and credit. */
    async post(input: {
      actor: Actor;
      body: TPostPropertyBody;
      uploaded: UploadedFile[];
      ctx: MapContext;
    }): Promise<{ detail: TOwnListing; message: string | null; warnings: FieldErrors }> {
      const { actor, body, ctx } = input;
      const settings = await deps.settings.raw();
      await checkPoster(actor, settings);
      const { category, parameterCheck, facilityRows, fields } = await checkCatalogue({
        categoryId: body.category_id,
        body,
        isNew: true,
        isEdit: false,
      });
      const classification = category.classification;
      const isPackaged = PACKAGED_CLASSIFICATIONS.has(classification);
      if (isPackaged) {
        const limit = await deps.packages.checkLimit(actor.id, "property_list", ctx.now);
        if (!limit.feature_available) throw new AppError("NOT_SUBSCRIBED");
        if (!limit.limit_available) throw new AppError("PACKAGE_LIMIT_OVER");
      }
      if (deps.demoMode) throw new AppError("DEMO_MODE");
      const requestedClass = body.property_classification ?? body.propertyClass;
      if (requestedClass !== undefined && requestedClass !== classification) {
        fields.property_classification = ["listing_posts.classification_mismatch"];
      }
      // A hotel's price is its cheapest room's (eBroker: required unless hotel).
      if (body.price === undefined && classification !== HOTEL_CLASSIFICATION) {
        fields.price = ["validation.required.price"];
      }
      const stay = await stays.check({ classification, body, listing: null, currency: LISTING_CURRENCY });
      Object.assign(fields, stay.fields);
      const place = await placeOf(body, fields);

      const stored = await storeFiles(body, parameterCheck?.files ?? [], stay.files, input.uploaded, {
        isEdit: false,
        fieldErrors: fields,
      });
      const isApproved =
        actor.role === "admin" ||
        (isFlagOn(settings.get("auto_approve")) &&
          actor.customerType === "agent" &&
          actor.verificationStatus === "success");
      const columns = { ...columnsFrom(body), ...place };
      const id = await writeWithSlug(stored, async (tx) => {
        if (isPackaged) await deps.packages.consume(actor.id, "property_list", ctx.now, { tx });
        // A retry after a clash sees the parallel post's slug and takes the next number.
        const slug = await uniqueSlug(tx, body.slug_id ?? body.title);
        const listingId = await insertListing(tx, {
          ...(columns as ListingColumns),
          ...stay.columns,
          priceMinor: columns.priceMinor ?? 0,
          slug,
          ownerId: actor.id,
          categoryId: category.id,
          classification,
          currency: LISTING_CURRENCY,
          titleImage: stored.titleImage,
          threeDImage: stored.threeDImage,
          metaImage: stored.metaImage,
          moderationStatus: isApproved ? "approved" : "pending",
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        await replaceParameters(tx, listingId, [...(parameterCheck?.rows ?? []), ...stored.parameterFiles]);
        await replaceFacilities(tx, listingId, facilityRows);
        await addMedia(tx, listingId, stored.media);
        await addOwnerDocuments(tx, {
          propertyId: listingId,
          documents: stored.ownerDocuments,
          now: ctx.now,
        });
        await stays.write(tx, stay.plan, {
          propertyId: listingId,
          now: ctx.now,
          storedFiles: stored.certificateFiles,
        });
        return listingId;
      });
      return {
        detail: await detailFor(id, ctx),
        message: submissionMessage(settings, ctx.lang),
        warnings: seoWarnings(body),
      };
    },

    /**
     * `update_post_property`: the owner's own listing (admins: any), not once sold or rented. Fields sent replace
     * the stored ones; a member's edit goes back to review unless `auto_approve_edited_listings` is on.
     */
    async update(input: {
      actor: Actor;
      body: TUpdatePostPropertyBody;
      uploaded: UploadedFile[];
      ctx: MapContext;
    }): Promise<{ detail: TOwnListing; warnings: FieldErrors }> {
      const { actor, body, ctx } = input;
      if (deps.demoMode) throw new AppError("DEMO_MODE");
      const current = await listingForEdit(db, body.id);
      if (!current || (current.ownerId !== actor.id && actor.role !== "admin")) {
        throw new AppError("NOT_FOUND", { messageKey: "listings.not_found" });
      }
      if (current.listingType === "sold" || current.listingType === "rented") {
        throw new AppError("CONFLICT", { messageKey: "listing_posts.sold_locked" });
      }
      const { category, parameterCheck, facilityRows, fields } = await checkCatalogue({
        categoryId: body.category_id ?? current.categoryId,
        body,
        isNew: body.category_id !== undefined && body.category_id !== current.categoryId,
        isEdit: true,
      });
      // Stays cost no `property_list` credit; moving one into a sale or rent category would get one for free.
      if (
        PACKAGED_CLASSIFICATIONS.has(category.classification) &&
        !PACKAGED_CLASSIFICATIONS.has(current.classification) &&
        actor.role !== "admin"
      ) {
        fields.category_id = ["listing_posts.category_needs_new_listing"];
      }
      const listingType = body.property_type ?? current.listingType;
      if (listingType === "rent" && !(body.rentduration ?? current.rentDuration)) {
        fields.rentduration = ["listing_posts.rentduration_required"];
      }
      Object.assign(fields, await mediaOverBudget({ propertyId: current.id, body }));
      const place = await placeOf(body, fields);
      const stay = await stays.check({
        classification: category.classification,
        body,
        listing: current,
        currency: current.currency,
      });
      Object.assign(fields, stay.fields);

      const stored = await storeFiles(body, parameterCheck?.files ?? [], stay.files, input.uploaded, {
        isEdit: true,
        fieldErrors: fields,
      });
      const settings = await deps.settings.raw();
      const columns = { ...columnsFrom(body), ...place, ...stay.columns };
      const changesContent =
        stay.changes ||
        Object.keys(columns).length > 0 ||
        stored.keys.length > 0 ||
        parameterCheck !== null ||
        body.facilities !== undefined ||
        (body.remove_gallery_images?.length ?? 0) > 0 ||
        (body.remove_documents?.length ?? 0) > 0 ||
        stored.privateKeys.length > 0 ||
        (body.remove_owner_documents?.length ?? 0) > 0;
      // A rejected listing that is edited is a resubmission: it always waits for an admin again.
      const backToReview =
        changesContent &&
        actor.role !== "admin" &&
        (current.moderationStatus === "rejected" || !isFlagOn(settings.get("auto_approve_edited_listings")));
      const replacedKeys: string[] = [];
      const replacedPapers: string[] = [];
      await writeWithSlug(stored, async (tx) => {
        const slug =
          body.slug_id !== undefined && listingSlugBase(body.slug_id) !== current.slug
            ? await uniqueSlug(tx, body.slug_id)
            : undefined;
        const changed = await updateListing(tx, current.id, {
          ...columns,
          ...(slug ? { slug } : {}),
          categoryId: category.id,
          classification: category.classification,
          ...(stored.titleImage ? { titleImage: stored.titleImage } : {}),
          ...(stored.threeDImage ? { threeDImage: stored.threeDImage } : {}),
          ...(stored.metaImage ? { metaImage: stored.metaImage } : {}),
          ...(backToReview ? { moderationStatus: "pending" as const, rejectionReason: null } : {}),
          updatedAt: ctx.now,
        });
        if (!changed) throw new AppError("NOT_FOUND", { messageKey: "listings.not_found" });
        if (parameterCheck) {
          const kept = new Set(parameterCheck.keptFiles);
          const currentFiles = await fileParameterValues(tx, current.id);
          const keptRows = currentFiles.filter((row) => kept.has(row.parameterId));
          replacedKeys.push(
            ...currentFiles.filter((row) => !kept.has(row.parameterId)).map((row) => row.value),
          );
          await replaceParameters(tx, current.id, [
            ...parameterCheck.rows,
            ...keptRows,
            ...stored.parameterFiles,
          ]);
        }
        if (body.facilities !== undefined) await replaceFacilities(tx, current.id, facilityRows);
        replacedKeys.push(
          ...(await removeMedia(tx, {
            propertyId: current.id,
            kind: "gallery",
            ids: body.remove_gallery_images ?? [],
          })),
          ...(await removeMedia(tx, {
            propertyId: current.id,
            kind: "document",
            ids: body.remove_documents ?? [],
          })),
        );
        await addMedia(tx, current.id, stored.media);
        // Counted again under the listing's row lock (taken by the update above): two edits racing each saw room.
        for (const [kind, field] of [
          ["gallery", "gallery_images"],
          ["document", "documents"],
        ] as const) {
          if (!stored.media.some((row) => row.kind === kind)) continue;
          const total = await mediaCountAfterRemoval(tx, { propertyId: current.id, kind, removing: [] });
          if (total > LISTING_MEDIA_MAX) throw invalid({ [field]: [`listing_posts.${kind}_limit`] });
        }
        // A new paper of a kind replaces the old one; asked-for removals go too.
        const replacedKinds = new Set([
          ...stored.ownerDocuments.map((paper) => paper.kind),
          ...(body.remove_owner_documents ?? []),
        ]);
        replacedPapers.push(
          ...(await removeOwnerDocuments(tx, { propertyId: current.id, kinds: [...replacedKinds] })),
        );
        await addOwnerDocuments(tx, {
          propertyId: current.id,
          documents: stored.ownerDocuments,
          now: ctx.now,
        });
        const written = await stays.write(tx, stay.plan, {
          propertyId: current.id,
          now: ctx.now,
          storedFiles: stored.certificateFiles,
        });
        replacedKeys.push(...written.replacedFiles);
      });
      if (stored.titleImage && current.titleImage) replacedKeys.push(current.titleImage);
      if (stored.threeDImage && current.threeDImage) replacedKeys.push(current.threeDImage);
      if (stored.metaImage && current.metaImage) replacedKeys.push(current.metaImage);
      // Only files this module wrote under a random key are removed; seeded pictures are shared between listings.
      // The edit is saved already: a store failing now leaves orphan files rather than a false error.
      await Promise.all([
        removeListingMedia(
          deps.files,
          replacedKeys.filter((key) => !stored.keys.includes(key)),
        ),
        deps.files.removePrivate(replacedPapers),
      ]).catch(() => undefined);
      return { detail: await detailFor(current.id, ctx), warnings: seoWarnings(body) };
    },

    /** `update_post_property` with `action_type` 1: the same as `delete_property`. */
    async remove(actor: Actor, id: number) {
      return deps.listings.remove(actor, id);
    },
  };
}

export type ListingPostsService = ReturnType<typeof createListingPostsService>;

import type {
  TComparedProperty,
  TFacilityDistance,
  TParameterValue,
  TPropertyCard,
  TPropertyDetail,
} from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import { formatRelativeTime } from "@manzil/domain/relative-time";
import { seoDescriptionFrom } from "@manzil/domain/validation";
import { fileUrl } from "../../lib/file-url.js";
import { bilingual, pick, seoTextFor } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { StayDetail } from "../stay-listings/stay-details.js";
import type {
  FacilityDistanceRow,
  ListedProperty,
  ParameterValueRow,
  mediaForMany,
  ownersFor,
} from "./properties.repository.js";

/** `publicUrl`: the site, for links; `filesUrl`: where public files are fetched from (local or S3, ADR 026). */
export type MapContext = { lang: Language; publicUrl: string; filesUrl: string; now: Date };

/** Choice values are stored as the English option (checkboxes: comma separated); show them in the caller's language. */
function localisedValue(row: ParameterValueRow, ctx: MapContext): string {
  if (row.type === "file") return fileUrl(ctx.filesUrl, row.value);
  if (row.options.length === 0) return pick(ctx.lang, row.value, row.valueAr);
  const chosen = row.type === "checkbox" ? row.value.split(",").map((v) => v.trim()) : [row.value];
  return chosen
    .map((value) => {
      const option = row.options.find((o) => o.value === value);
      return option ? pick(ctx.lang, option.value, option.value_ar) : value;
    })
    .join(ctx.lang === "ar" ? "، " : ", ");
}

/**
 * A parameter as its owner's edit form reads it: eBroker forms `JSON.parse` each value, so a checkbox's options
 * are a JSON array (in the caller's language, like `type_values`); other values stay as they are.
 */
export function mapOwnParameter(row: ParameterValueRow, ctx: MapContext): TParameterValue {
  const shown = mapParameter(row, ctx);
  if (row.type !== "checkbox") return shown;
  const chosen = row.value
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      const option = row.options.find((o) => o.value === value);
      return option ? pick(ctx.lang, option.value, option.value_ar) : value;
    });
  return { ...shown, value: JSON.stringify(chosen) };
}

export function mapParameter(row: ParameterValueRow, ctx: MapContext): TParameterValue {
  return {
    id: row.id,
    ...bilingual("name", ctx.lang, row.name, row.nameAr),
    type_of_parameter: row.type,
    type_values: row.options.map((o) => pick(ctx.lang, o.value, o.value_ar)),
    image: fileUrl(ctx.filesUrl, row.image),
    is_required: row.isRequired ? 1 : 0,
    value: localisedValue(row, ctx),
  };
}

export function mapFacility(row: FacilityDistanceRow, ctx: MapContext): TFacilityDistance {
  return {
    id: row.id,
    facility_id: row.id,
    ...bilingual("name", ctx.lang, row.name, row.nameAr),
    image: fileUrl(ctx.filesUrl, row.image),
    distance: row.distance,
  };
}

/**
 * The listing card of `get-property-list` and homepage sections (reference §2.3 items 2 and 5).
 * `price` stays in major units for eBroker clients; `price_minor` + `currency` are the exact amount.
 */
export function mapPropertyCard(
  row: ListedProperty,
  extras: { parameters: ParameterValueRow[]; facilities: FacilityDistanceRow[]; isFavourite: boolean },
  ctx: MapContext,
): TPropertyCard {
  return {
    id: row.id,
    slug_id: row.slug,
    ...bilingual("title", ctx.lang, row.title, row.titleAr),
    ...bilingual("address", ctx.lang, row.address, row.addressAr),
    property_type: row.listingType,
    property_classification: row.classification,
    price: fromMinorUnits(row.priceMinor, row.currency),
    price_minor: row.priceMinor,
    currency: row.currency,
    rentduration: row.rentDuration,
    title_image: fileUrl(ctx.filesUrl, row.titleImage),
    category_id: row.categoryId,
    category: {
      id: row.category.id,
      slug_id: row.category.slug,
      ...bilingual("category", ctx.lang, row.category.name, row.category.nameAr),
      image: fileUrl(ctx.filesUrl, row.category.image),
    },
    ...bilingual("city", ctx.lang, row.city, row.place.cityAr),
    ...bilingual("state", ctx.lang, row.state, row.place.stateAr),
    ...bilingual("country", ctx.lang, row.country, row.place.countryAr),
    latitude: row.latitude,
    longitude: row.longitude,
    added_by: row.ownerId,
    is_premium: row.isPremium,
    promoted: row.isPromoted,
    rent_package: row.rentPackage,
    total_click: row.viewCount,
    favourite_count: row.favouriteCount,
    rating_average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10,
    rating_count: row.ratingCount,
    is_favourite: extras.isFavourite,
    is_apartment: false,
    distance: row.distanceKm === null ? undefined : Math.round(row.distanceKm * 10) / 10,
    parameters: extras.parameters.map((p) => mapParameter(p, ctx)),
    assign_facilities: extras.facilities.map((f) => mapFacility(f, ctx)),
    created_at: row.createdAt.toISOString(),
  };
}

type Media = Awaited<ReturnType<typeof mediaForMany>>;
type Owner = (Awaited<ReturnType<typeof ownersFor>> extends Map<number, infer O> ? O : never) | null;

/** One `get_property` item: the card plus everything the details page shows. No owner e-mail or phone here. */
export function mapPropertyDetail(
  row: ListedProperty,
  extras: {
    parameters: ParameterValueRow[];
    facilities: FacilityDistanceRow[];
    isFavourite: boolean;
    media: Media;
    owner: Owner;
    /** Signed-in viewers see how to reach the owner. */
    showContact: boolean;
    /** Premium listing without premium access: teaser only. */
    locked: boolean;
    interest: { total: number; mine: boolean; reported: boolean };
    /** The owner's own view (get-added-properties), which their edit form is filled from. */
    asOwner: boolean;
    /** Rooms, packages, certificates and calendar of a stay (empty for other listings). */
    stay: StayDetail;
  },
  ctx: MapContext,
): TPropertyDetail {
  const { locked } = extras;
  const gallery = locked ? [] : extras.media.filter((m) => m.kind === "gallery");
  const documents = locked ? [] : extras.media.filter((m) => m.kind === "document");
  const owner = extras.owner;
  const { calendar, ...stay } = extras.stay;
  const detail: TPropertyDetail = {
    ...mapPropertyCard(row, extras, ctx),
    ...(extras.asOwner ? { parameters: extras.parameters.map((p) => mapOwnParameter(p, ctx)) } : {}),
    ...bilingual("description", ctx.lang, row.description, row.descriptionAr),
    ...bilingual("area_description", ctx.lang, row.areaDescription, row.areaDescriptionAr),
    client_address: row.clientAddress ?? "",
    video_link: row.videoLink ?? "",
    three_d_image: fileUrl(ctx.filesUrl, row.threeDImage),
    gallery: gallery.map((m) => ({ id: m.id, image: m.file, image_url: fileUrl(ctx.filesUrl, m.file) })),
    documents: documents.map((m) => ({
      id: m.id,
      name: m.name ?? m.file.split("/").pop() ?? "",
      file: fileUrl(ctx.filesUrl, m.file),
      type: m.file.split(".").pop() ?? "",
    })),
    // The owner's form shows what they wrote; a page shows it only in the language it is written in.
    meta_title: extras.asOwner ? (row.metaTitle ?? "") : seoTextFor(ctx.lang, row.metaTitle),
    // Pages need a search description; the owner's form shows only what they wrote (ADR 037).
    meta_description: extras.asOwner
      ? (row.metaDescription ?? "")
      : seoTextFor(ctx.lang, row.metaDescription) ||
        seoDescriptionFrom(pick(ctx.lang, row.description, row.descriptionAr)),
    meta_keywords: row.metaKeywords ?? "",
    meta_image: fileUrl(ctx.filesUrl, row.metaImage ?? row.titleImage),
    weekend_commission: row.weekendCommission,
    availability_type: calendar?.availability_type ?? row.availabilityType,
    available_dates: calendar?.available_dates ?? row.availableDates ?? [],
    corresponding_day: row.correspondingDay ?? [],
    check_in: row.checkIn,
    check_out: row.checkOut,
    instant_booking: row.instantBooking,
    non_refundable: row.nonRefundable,
    hotel_apartment_type_id: row.hotelApartmentTypeId,
    ...stay,
    total_favourite_users: row.favouriteCount,
    post_created: formatRelativeTime(row.createdAt, ctx.now, ctx.lang),
    updated_at: row.updatedAt.toISOString(),
    customer_id: extras.owner?.id ?? null,
    customer_name: extras.owner?.name ?? "",
    customer_slug_id: extras.owner?.slug ?? "",
    profile: fileUrl(ctx.filesUrl, extras.owner?.profileImage),
    customer_type: extras.owner?.customerType ?? null,
    is_verified: extras.owner?.verificationStatus === "success",
    is_admin_listing: extras.owner?.role === "admin",
    contact:
      extras.showContact && !locked && owner
        ? {
            name: row.companyEmployeeUsername || owner.name,
            email: row.companyEmployeeEmail || owner.email || "",
            mobile: row.companyEmployeePhoneNumber || owner.mobile || "",
          }
        : null,
    premium_locked: locked,
    is_interested: extras.interest.mine,
    total_interested_users: extras.interest.total,
    is_reported: extras.interest.reported,
  };
  if (locked) {
    for (const key of ["description", "description_en", "description_ar"] as const) detail[key] = "";
    detail.video_link = "";
    detail.three_d_image = "";
  }
  return detail;
}

/** One side of `compare-properties` (reference §2.3 item 9). */
export function mapComparedProperty(
  row: ListedProperty,
  extras: { parameters: ParameterValueRow[]; facilities: FacilityDistanceRow[] },
  ctx: MapContext,
): TComparedProperty {
  return {
    id: row.id,
    slug_id: row.slug,
    ...bilingual("title", ctx.lang, row.title, row.titleAr),
    ...bilingual("city", ctx.lang, row.city, row.place.cityAr),
    ...bilingual("state", ctx.lang, row.state, row.place.stateAr),
    ...bilingual("country", ctx.lang, row.country, row.place.countryAr),
    ...bilingual("address", ctx.lang, row.address, row.addressAr),
    category_id: row.categoryId,
    is_premium: row.isPremium,
    title_image: fileUrl(ctx.filesUrl, row.titleImage),
    created_at: row.createdAt.toISOString(),
    price: fromMinorUnits(row.priceMinor, row.currency),
    price_minor: row.priceMinor,
    currency: row.currency,
    rentduration: row.rentDuration,
    property_type: row.listingType,
    total_likes: row.favouriteCount,
    total_views: row.viewCount,
    facilities: extras.parameters.map((p) => {
      const { id, name, name_en, name_ar, image, value } = mapParameter(p, ctx);
      return { id, name, name_en, name_ar, image, value };
    }),
    near_by_places: extras.facilities.map((f) => {
      const { id, name, name_en, name_ar, image, distance } = mapFacility(f, ctx);
      return { id, name, name_en, name_ar, image, distance };
    }),
  };
}

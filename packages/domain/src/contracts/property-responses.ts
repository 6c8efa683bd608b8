import { z } from "zod";
import { bilingualFields } from "./envelope.js";
import { HotelAddonPackage, HotelRoom, PropertyCertificate } from "./stays.js";

const id = z.number().int();

export const ParameterValue = z.object({
  id,
  ...bilingualFields("name"),
  type_of_parameter: z.string(),
  type_values: z.array(z.string()),
  image: z.string(),
  is_required: z.union([z.literal(0), z.literal(1)]),
  /** In the caller's language: choices translated, numbers as digits, files as URLs. */
  value: z.string(),
});
export type TParameterValue = z.infer<typeof ParameterValue>;

export const FacilityDistance = z.object({
  id,
  facility_id: id,
  ...bilingualFields("name"),
  image: z.string(),
  /** In the unit of the `distance_option` setting. */
  distance: z.number(),
});
export type TFacilityDistance = z.infer<typeof FacilityDistance>;

export const CategoryRef = z.object({
  id,
  slug_id: z.string(),
  ...bilingualFields("category"),
  image: z.string(),
});
export type TCategoryRef = z.infer<typeof CategoryRef>;

/** A listing card (`get-property-list`, homepage shelves, similar listings). */
export const PropertyCard = z.object({
  id,
  slug_id: z.string(),
  ...bilingualFields("title"),
  ...bilingualFields("address"),
  property_type: z.enum(["sell", "rent", "sold", "rented"]),
  property_classification: z.number().int().min(1).max(5),
  /** Major units, for eBroker clients; `price_minor` + `currency` are exact. */
  price: z.number(),
  price_minor: z.number().int(),
  currency: z.string().length(3),
  rentduration: z.string().nullable(),
  title_image: z.string(),
  category_id: id,
  category: CategoryRef,
  ...bilingualFields("city"),
  ...bilingualFields("state"),
  ...bilingualFields("country"),
  latitude: z.number(),
  longitude: z.number(),
  added_by: id,
  is_premium: z.boolean(),
  promoted: z.boolean(),
  rent_package: z.string().nullable(),
  total_click: z.number().int(),
  favourite_count: z.number().int(),
  /** Guests' average rating (1–5) of a stay; null until someone rated it. */
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  is_favourite: z.boolean(),
  is_apartment: z.boolean(),
  /** Kilometres from the requested point, when a location was sent. */
  distance: z.number().optional(),
  parameters: z.array(ParameterValue),
  assign_facilities: z.array(FacilityDistance),
  created_at: z.string(),
});
export type TPropertyCard = z.infer<typeof PropertyCard>;

/** One `get_property` item: the card plus what the details page shows. Never the owner's e-mail or phone. */
export const PropertyDetail = PropertyCard.extend({
  ...bilingualFields("description"),
  ...bilingualFields("area_description"),
  client_address: z.string(),
  video_link: z.string(),
  three_d_image: z.string(),
  gallery: z.array(z.object({ id, image: z.string(), image_url: z.string() })),
  documents: z.array(z.object({ id, name: z.string(), file: z.string(), type: z.string() })),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: z.string(),
  weekend_commission: z.number().int(),
  availability_type: z.number().int().nullable(),
  available_dates: z.array(z.unknown()),
  corresponding_day: z.array(z.object({ day: z.string(), from: z.string(), to: z.string() })),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  instant_booking: z.boolean(),
  non_refundable: z.boolean(),
  hotel_apartment_type_id: z.number().int().nullable(),
  /** The hotel's kind of building in the caller's language; null for other listings. */
  hotel_apartment_type: z.object({ id, name: z.string() }).nullable(),
  /** Stays (ADR 051): a hotel's room offers, its add-on packages and certificates; empty for other listings. */
  hotel_rooms: z.array(HotelRoom),
  addons_packages: z.array(HotelAddonPackage),
  certificates: z.array(PropertyCertificate),
  /** A vacation home's identical apartments for sale per night. */
  available_rooms: z.number().int(),
  /** eBroker's `cancellation_period` ("same_day_6pm" or days before check-in); null when not set. */
  cancellation_period: z.string().nullable(),
  refund_policy: z.enum(["flexible", "non-refundable"]),
  total_favourite_users: z.number().int(),
  /** Relative time in the caller's language ("2 days ago"). */
  post_created: z.string(),
  updated_at: z.string(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string(),
  customer_slug_id: z.string(),
  profile: z.string(),
  customer_type: z.string().nullable(),
  is_verified: z.boolean(),
  is_admin_listing: z.boolean(),
  /** How to reach the owner: only for signed-in viewers (guests are asked to sign in), never for a locked listing. */
  contact: z.object({ name: z.string(), email: z.string(), mobile: z.string() }).nullable(),
  /**
   * A premium listing opened without premium access (spec §6): the teaser only — description, gallery,
   * documents, video, 3D image and contact are left out.
   */
  premium_locked: z.boolean(),
  /** Whether the signed-in viewer marked the listing as interesting, and how many users did. */
  is_interested: z.boolean(),
  total_interested_users: z.number().int(),
  /** Whether the signed-in viewer already reported the listing. */
  is_reported: z.boolean(),
});
export type TPropertyDetail = z.infer<typeof PropertyDetail>;

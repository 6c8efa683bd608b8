import { ownerDocumentKinds, type RentDuration, type TOwnListing } from "@manzil/domain/contracts";
import { checkedOptions } from "../../components/owner/own-listing";
import {
  emptyStayFields,
  savedStayIdsOf,
  stayFieldsOf,
  type SavedStayIds,
  type StayFields,
} from "./stay-form";

/** Classifications this editor posts: sale, commercial, projects, and stays (vacation homes 4, hotels 5). */
export const EDITOR_CLASSIFICATIONS = [1, 2, 3, 4, 5] as const;

/** The owner documents of spec §3, each one file; the API keeps them private. */
export const OWNER_DOCUMENTS = ownerDocumentKinds;
export type OwnerDocument = (typeof OWNER_DOCUMENTS)[number];

export const SINGLE_IMAGES = ["title_image", "three_d_image", "meta_image"] as const;
export type SingleImage = (typeof SINGLE_IMAGES)[number];

/** A file the owner chose, with a key that stays the same while it is reordered. */
export type PickedFile = { key: string; file: File };

/** Everything typed or chosen, as text the way the inputs hold it; field names are the API's. */
export type EditorFields = {
  property_classification: string;
  category_id: string;
  property_type: "sell" | "rent";
  rentduration: RentDuration | "";
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  area_description: string;
  area_description_ar: string;
  price: string;
  /** By parameter id; a checkbox parameter holds its chosen options. */
  parameters: Record<string, string | string[]>;
  /** By facility id: the distance typed, for the nearby places ticked. */
  facilities: Record<string, string>;
  address: string;
  address_ar: string;
  client_address: string;
  city: string;
  state: string;
  country: string;
  latitude: string;
  longitude: string;
  video_link: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  /** Vacation homes and hotels only: policies, calendar, rooms, packages, certificates, answers. */
  stay: StayFields;
};

export type EditorFiles = {
  single: Partial<Record<SingleImage, PickedFile>>;
  gallery: PickedFile[];
  documents: PickedFile[];
  owner: Partial<Record<OwnerDocument, PickedFile>>;
  /** File parameters, by parameter id. */
  parameterFiles: Record<string, PickedFile>;
  /** A hotel certificate's new file, by the certificate row's key. */
  certificateFiles: Record<string, PickedFile>;
};

/** What an edited listing already holds; kept unless removed or replaced. */
export type ExistingMedia = {
  single: Partial<Record<SingleImage, string>>;
  gallery: { id: number; url: string }[];
  documents: { id: number; name: string; url: string }[];
  /** The owner's private papers, by kind, as short-lived signed links. */
  owner: Partial<Record<OwnerDocument, string>>;
  removedGallery: number[];
  removedDocuments: number[];
  removedOwner: OwnerDocument[];
  /** The saved rooms, packages and certificates: those no longer in the form are removed on save. */
  stayIds: SavedStayIds;
};

export type EditorState = { fields: EditorFields; files: EditorFiles; existing: ExistingMedia };

export const emptyFields = (): EditorFields => ({
  property_classification: "",
  category_id: "",
  property_type: "sell",
  rentduration: "",
  title: "",
  title_ar: "",
  description: "",
  description_ar: "",
  area_description: "",
  area_description_ar: "",
  price: "",
  parameters: {},
  facilities: {},
  address: "",
  address_ar: "",
  client_address: "",
  city: "",
  state: "",
  country: "",
  latitude: "",
  longitude: "",
  video_link: "",
  meta_title: "",
  meta_description: "",
  meta_keywords: "",
  stay: emptyStayFields(),
});

export const emptyFiles = (): EditorFiles => ({
  single: {},
  gallery: [],
  documents: [],
  owner: {},
  parameterFiles: {},
  certificateFiles: {},
});

export const noExistingMedia = (): ExistingMedia => ({
  single: {},
  gallery: [],
  documents: [],
  owner: {},
  removedGallery: [],
  removedDocuments: [],
  removedOwner: [],
  stayIds: { rooms: [], packages: [], certificates: [] },
});

export const emptyEditorState = (): EditorState => ({
  fields: emptyFields(),
  files: emptyFiles(),
  existing: noExistingMedia(),
});

let picked = 0;
/** Wraps a chosen file with a key unique on this page (drafts restore theirs with new keys). */
export function pickFile(file: File): PickedFile {
  picked += 1;
  return { key: `file-${picked}-${file.name}`, file };
}

const textOf = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? "" : String(value);

/**
 * The edit form of one of the owner's listings, read in English: choice parameters then hold the stored
 * (English) option values the API expects back, and checkboxes list them with ", ".
 */
export function stateFromListing(listing: TOwnListing): EditorState {
  const parameters: Record<string, string | string[]> = {};
  for (const parameter of listing.parameters) {
    if (parameter.type_of_parameter === "file") continue;
    parameters[String(parameter.id)] =
      parameter.type_of_parameter === "checkbox" ? checkedOptions(parameter.value) : parameter.value;
  }
  const facilities: Record<string, string> = {};
  for (const facility of listing.assign_facilities) {
    facilities[String(facility.facility_id)] = String(facility.distance);
  }
  const fields: EditorFields = {
    ...emptyFields(),
    property_classification: String(listing.property_classification),
    category_id: String(listing.category_id),
    property_type: listing.property_type === "rent" || listing.property_type === "rented" ? "rent" : "sell",
    rentduration: (listing.rentduration ?? "") as RentDuration | "",
    title: listing.title_en,
    title_ar: listing.title_ar,
    description: listing.description_en,
    description_ar: listing.description_ar,
    area_description: listing.area_description_en,
    area_description_ar: listing.area_description_ar,
    price: textOf(listing.price),
    parameters,
    facilities,
    address: listing.address_en,
    address_ar: listing.address_ar,
    client_address: listing.client_address,
    city: listing.city_en,
    state: listing.state_en,
    country: listing.country_en,
    latitude: textOf(listing.latitude),
    longitude: textOf(listing.longitude),
    video_link: listing.video_link,
    meta_title: listing.meta_title,
    meta_description: listing.meta_description,
    meta_keywords: listing.meta_keywords,
    stay: stayFieldsOf(listing),
  };
  const existing: ExistingMedia = {
    ...noExistingMedia(),
    single: {
      ...(listing.title_image ? { title_image: listing.title_image } : {}),
      ...(listing.three_d_image ? { three_d_image: listing.three_d_image } : {}),
      ...(listing.meta_image ? { meta_image: listing.meta_image } : {}),
    },
    gallery: listing.gallery.map((image) => ({ id: image.id, url: image.image_url || image.image })),
    documents: listing.documents.map((document) => ({
      id: document.id,
      name: document.name,
      url: document.file,
    })),
    owner: Object.fromEntries(listing.owner_documents.map((document) => [document.kind, document.url])),
    stayIds: savedStayIdsOf(fields.stay),
  };
  return { fields, files: emptyFiles(), existing };
}

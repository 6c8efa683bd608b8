import {
  ADDON_PRICE_MAX,
  MAX_LISTING_PRICE,
  PostPropertyBody,
  STAY_GUESTS_MAX,
  STAY_UNITS_MAX,
  type TCategory,
  type TPropertyQuestionField,
} from "@manzil/domain/contracts";
import { metaDescription, metaKeywords } from "@manzil/domain/validation";
import type { FieldErrors } from "../../lib/api/envelope";
import { OWNER_DOCUMENTS, type EditorState } from "./editor-form";
import type { SentLists } from "./listing-request";
import { checkListingDocument, checkListingImage } from "./media-rules";
import {
  countProblem,
  discountProblem,
  HOTEL,
  nightlyPriceProblem,
  percentProblem,
  VACATION_HOME,
} from "./stay-form";

/** Every step in order; a listing shows those of its classification (editorStepsFor). */
export const ALL_EDITOR_STEPS = [
  "category",
  "details",
  "stay",
  "rooms",
  "packages",
  "certificates",
  "location",
  "media",
  "documents",
  "seo",
  "questions",
] as const;
export type EditorStep = (typeof ALL_EDITOR_STEPS)[number];

/** Sale, rent and projects (classifications 1–3). */
export const EDITOR_STEPS: readonly EditorStep[] = [
  "category",
  "details",
  "location",
  "media",
  "documents",
  "seo",
];
const HOME_STEPS: readonly EditorStep[] = [
  "category",
  "details",
  "stay",
  "location",
  "media",
  "documents",
  "seo",
  "questions",
];
const HOTEL_STEPS: readonly EditorStep[] = ALL_EDITOR_STEPS;

/** The steps of a classification: homes add their stay step, hotels their rooms, packages and certificates too. */
export function editorStepsFor(classification: string): readonly EditorStep[] {
  if (classification === HOTEL) return HOTEL_STEPS;
  if (classification === VACATION_HOME) return HOME_STEPS;
  return EDITOR_STEPS;
}

/** A message for one field: a translation key of the client's own checks, or the server's translated text. */
export type FieldMessage = { key: string } | { text: string };
/**
 * Problems by field: the API's field names, plus `parameter:<id>`, `facility:<id>`, `gallery:<file key>` and
 * `document:<file key>` for the members of its arrays.
 */
export type EditorErrors = Record<string, FieldMessage>;

const required = { key: "editor.errors.required" };
const DECIMAL = /^\d+(\.\d+)?$/;
const fieldSchemas = PostPropertyBody.shape;

function coordinateProblem(text: string, limit: number): FieldMessage | null {
  if (text.trim() === "") return { key: "editor.errors.location_required" };
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? null : { key: "editor.errors.coordinate" };
}

/** The same spec §5 checks as the API's schema, keeping the first message key it gives. */
function schemaProblem(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: string,
) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issues = (result.error as { issues?: { message: string }[] } | undefined)?.issues ?? [];
  return { key: issues[0]?.message ?? "editor.errors.invalid" };
}

/**
 * The client's checks of one step, mirroring the API's (which still decides): what is required, number
 * formats, file types and sizes, spec §5's SEO rules.
 */
export function validateStep(
  step: EditorStep,
  state: EditorState,
  options: {
    category: TCategory | undefined;
    isEditing: boolean;
    /** The classification's question fields, once loaded (stays). */
    questionFields?: readonly TPropertyQuestionField[] | undefined;
  },
): EditorErrors {
  const { fields, files, existing } = state;
  const errors: EditorErrors = {};
  const blank = (value: string) => value.trim() === "";
  const classification = fields.property_classification;
  const stay = fields.stay;
  /** Puts a client check's message key (if any) under a field. */
  const flag = (field: string, key: string | null) => {
    if (key) errors[field] = { key };
  };
  switch (step) {
    case "category":
      if (blank(fields.property_classification)) errors.property_classification = required;
      if (blank(fields.category_id)) errors.category_id = required;
      if (fields.property_type === "rent" && !fields.rentduration) errors.rentduration = required;
      break;
    case "details": {
      if (blank(fields.title)) errors.title = required;
      if (blank(fields.description)) errors.description = required;
      const price = fields.price.trim();
      // A hotel's price is its lowest room's (the API works it out); a home's is per night, spec §5's rule.
      if (classification === HOTEL) {
        // nothing to check
      } else if (price === "") errors.price = required;
      else if (classification === VACATION_HOME) flag("price", nightlyPriceProblem(price));
      else if (!DECIMAL.test(price) || Number(price) > MAX_LISTING_PRICE)
        errors.price = { key: "editor.errors.price" };
      for (const definition of options.category?.parameter_types ?? []) {
        const id = String(definition.id);
        const value = fields.parameters[id];
        const text = Array.isArray(value) ? value.join(",") : (value ?? "").trim();
        const isFile = definition.type_of_parameter === "file";
        const picked = files.parameterFiles[id];
        if (isFile && picked) {
          const problem = checkListingDocument(picked.file);
          if (problem) errors[`parameter:${id}`] = { key: problem };
        } else if (
          !isFile &&
          text !== "" &&
          definition.type_of_parameter === "number" &&
          !DECIMAL.test(text)
        ) {
          errors[`parameter:${id}`] = { key: "editor.errors.number" };
        } else if (definition.is_required === 1 && (isFile ? !picked : text === "")) {
          errors[`parameter:${id}`] = required;
        }
      }
      for (const [id, distance] of Object.entries(fields.facilities)) {
        if (!DECIMAL.test(distance.trim())) errors[`facility:${id}`] = { key: "editor.errors.distance" };
      }
      break;
    }
    case "stay": {
      if (classification === HOTEL && blank(stay.hotel_apartment_type_id)) {
        errors.hotel_apartment_type_id = required;
      }
      if (classification === VACATION_HOME) {
        flag("available_rooms", blank(stay.available_rooms) ? "editor.errors.required" : null);
        flag("available_rooms", countProblem(stay.available_rooms, 1, STAY_UNITS_MAX));
        flag("weekend_commission", countProblem(stay.weekend_commission, 0, 100));
        if (stay.availability_type === "1" && !stay.available_dates.some((range) => range.type === "open")) {
          errors.available_dates = { key: "editor.stay.errors.no_open_window" };
        }
        for (const range of stay.available_dates) {
          if (range.type === "reserved") continue; // the API's own report of booked nights
          if (blank(range.from)) errors[`range:${range.key}:from`] = required;
          if (blank(range.to)) errors[`range:${range.key}:to`] = required;
          else if (!blank(range.from) && range.to < range.from) {
            errors[`range:${range.key}:to`] = { key: "editor.stay.errors.range_order" };
          }
          flag(`range:${range.key}:price`, nightlyPriceProblem(range.price));
        }
      }
      for (const name of ["reservation_email", "revenue_email"] as const) {
        const email = stay[name].trim();
        if (email !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          errors[name] = { key: "editor.stay.errors.email" };
        }
      }
      break;
    }
    case "rooms": {
      if (stay.rooms.length === 0) errors.hotelRooms = { key: "editor.rooms.errors.none" };
      for (const room of stay.rooms) {
        const at = (field: string) => `room:${room.key}:${field}`;
        if (blank(room.room_type_id)) errors[at("room_type_id")] = required;
        if (blank(room.price_per_night)) errors[at("price_per_night")] = required;
        flag(at("price_per_night"), nightlyPriceProblem(room.price_per_night));
        flag(at("discount_percentage"), discountProblem(room.discount_percentage));
        flag(at("weekend_commission"), percentProblem(room.weekend_commission));
        flag(at("nonrefundable_percentage"), percentProblem(room.nonrefundable_percentage));
        flag(at("available_rooms"), countProblem(room.available_rooms, 0, STAY_UNITS_MAX));
        flag(at("max_guests"), countProblem(room.max_guests, 1, STAY_GUESTS_MAX));
      }
      break;
    }
    case "packages": {
      for (const item of stay.packages) {
        const at = (field: string) => `package:${item.key}:${field}`;
        if (blank(item.name)) errors[at("name")] = required;
        const price = item.price.trim();
        if (price !== "" && (!DECIMAL.test(price) || Number(price) > ADDON_PRICE_MAX)) {
          errors[at("price")] = { key: "editor.packages.errors.price" };
        }
      }
      break;
    }
    case "certificates": {
      for (const certificate of stay.certificates) {
        const at = (field: string) => `certificate:${certificate.key}:${field}`;
        if (blank(certificate.title)) errors[at("title")] = required;
        const picked = files.certificateFiles[certificate.key];
        if (picked) flag(at("file"), checkListingDocument(picked.file));
        else if (!certificate.current_file) errors[at("file")] = { key: "validation.file_required" };
      }
      break;
    }
    case "questions": {
      for (const question of options.questionFields ?? []) {
        const answer = stay.answers[String(question.id)];
        const text = Array.isArray(answer) ? answer.join("") : (answer ?? "").trim();
        // An edit cannot read the answers saved before (no call returns them): blanks keep those, so only a
        // new listing must answer its required questions.
        if (question.is_required === 1 && text === "" && !options.isEditing) {
          errors[`answer:${question.id}`] = required;
        } else if (question.field_type === "number" && text !== "" && !DECIMAL.test(text)) {
          errors[`answer:${question.id}`] = { key: "editor.errors.number" };
        }
      }
      if (!options.isEditing && !stay.terms_accepted) {
        errors.terms_accepted = { key: "editor.questions.errors.accept_terms" };
      }
      break;
    }
    case "location": {
      const latitude = coordinateProblem(fields.latitude, 90);
      const longitude = coordinateProblem(fields.longitude, 180);
      if (latitude) errors.latitude = latitude;
      if (longitude) errors.longitude = longitude;
      for (const name of ["address", "city", "state", "country"] as const) {
        if (blank(fields[name])) errors[name] = required;
      }
      break;
    }
    case "media": {
      for (const name of ["title_image", "three_d_image"] as const) {
        const picked = files.single[name];
        const problem = picked ? checkListingImage(picked.file) : null;
        if (problem) errors[name] = { key: problem };
      }
      if (!files.single.title_image && !(options.isEditing && existing.single.title_image)) {
        errors.title_image = { key: "validation.file_required" };
      }
      for (const picked of files.gallery) {
        const problem = checkListingImage(picked.file);
        if (problem) errors[`gallery:${picked.key}`] = { key: problem };
      }
      if (!blank(fields.video_link)) {
        const problem = schemaProblem(fieldSchemas.video_link, fields.video_link);
        if (problem) errors.video_link = { key: "editor.errors.youtube_only" };
      }
      break;
    }
    case "documents": {
      for (const picked of files.documents) {
        const problem = checkListingDocument(picked.file);
        if (problem) errors[`document:${picked.key}`] = { key: problem };
      }
      for (const name of OWNER_DOCUMENTS) {
        const picked = files.owner[name];
        const problem = picked ? checkListingDocument(picked.file) : null;
        if (problem) errors[name] = { key: problem };
      }
      break;
    }
    case "seo": {
      if (!blank(fields.meta_description)) {
        const problem = schemaProblem(metaDescription, fields.meta_description.trim());
        if (problem) errors.meta_description = problem;
      }
      if (!blank(fields.meta_keywords)) {
        const problem = schemaProblem(metaKeywords, fields.meta_keywords);
        if (problem) errors.meta_keywords = problem;
      }
      const picked = files.single.meta_image;
      const problem = picked ? checkListingImage(picked.file) : null;
      if (problem) errors.meta_image = { key: problem };
      break;
    }
  }
  return errors;
}

/** The step that shows a field. */
export function stepOfField(field: string): EditorStep {
  const name = field.split(/[.:[]/)[0] ?? field;
  if (
    ["property_classification", "propertyClass", "category_id", "property_type", "rentduration"].includes(
      name,
    )
  ) {
    return "category";
  }
  if (/^(hotelRooms|hotel_rooms|room|remove_hotel_rooms)$/.test(name)) return "rooms";
  if (/^(hotelPackages|addons_packages|package|remove_hotel_packages)$/.test(name)) return "packages";
  if (/^(hotelCertificates|certificates|certificate|remove_hotel_certificates)$/.test(name)) {
    return "certificates";
  }
  if (name === "answer" || name === "answers" || name === "terms_accepted") return "questions";
  if (
    /^(range|available_dates|availability_type|availabilityType|available_rooms|check_in|check_out|instant_booking|non_refundable|cancellation_period|refund_policy|hotel_apartment_type_id)$/.test(
      name,
    ) ||
    /^(reservation|revenue|company_employee)_/.test(name)
  ) {
    return "stay";
  }
  if (
    /^(title|title_ar|description|description_ar|area_description|area_description_ar|price|weekend_commission)$/.test(
      name,
    ) ||
    name === "parameter" ||
    name === "parameters" ||
    name.startsWith("parameter_") ||
    name === "facility" ||
    name === "facilities"
  ) {
    return "details";
  }
  if (/^(address|address_ar|client_address|city|state|country|latitude|longitude)$/.test(name))
    return "location";
  if (/^(title_image|three_d_image|gallery|gallery_images|video_link)$/.test(name)) return "media";
  if (name === "document" || name === "documents" || (OWNER_DOCUMENTS as readonly string[]).includes(name)) {
    return "documents";
  }
  return "seo";
}

type StayList = "roomKeys" | "packageKeys" | "certificateKeys" | "rangeKeys";
/** The API's names of the stay lists (eBroker's and their snake-case twins), and the rows each index names. */
const STAY_LISTS: Record<string, StayList> = {
  hotelRooms: "roomKeys",
  hotel_rooms: "roomKeys",
  hotelPackages: "packageKeys",
  addons_packages: "packageKeys",
  hotelCertificates: "certificateKeys",
  certificates: "certificateKeys",
  available_dates: "rangeKeys",
};
const rowPrefix: Record<StayList, string> = {
  roomKeys: "room",
  packageKeys: "package",
  certificateKeys: "certificate",
  rangeKeys: "range",
};

/** A 422's field errors under the editor's field names, the array members put back by what was sent. */
export function editorErrorsOf(fieldErrors: FieldErrors, sent: SentLists): EditorErrors {
  const errors: EditorErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const text = messages.join(" ");
    const [name, index] = field.split(".");
    const at = Number(index);
    let key = name ?? field;
    if (name === "parameters" && sent.parameterIds[at] !== undefined)
      key = `parameter:${sent.parameterIds[at]}`;
    else if (name?.startsWith("parameter_")) key = `parameter:${name.slice("parameter_".length)}`;
    else if (name === "facilities" && sent.facilityIds[at] !== undefined)
      key = `facility:${sent.facilityIds[at]}`;
    else if (name === "gallery_images" && sent.galleryKeys[at] !== undefined)
      key = `gallery:${sent.galleryKeys[at]}`;
    else if (name === "documents" && sent.documentKeys[at] !== undefined)
      key = `document:${sent.documentKeys[at]}`;
    else if (name === "propertyClass") key = "property_classification";
    else if (name !== undefined && STAY_LISTS[name]) {
      const rowKey = sent[STAY_LISTS[name]][at];
      const member = field.split(".").slice(2).join(".");
      if (rowKey !== undefined)
        key = member ? `${rowPrefix[STAY_LISTS[name]]}:${rowKey}:${member.split(".")[0]}` : name;
    }
    const before = errors[key];
    errors[key] = before && "text" in before ? { text: `${before.text} ${text}` } : { text };
  }
  return errors;
}

/** The first step, in order, that has one of these errors. */
export function firstStepWithErrors(errors: EditorErrors): EditorStep | null {
  const steps = new Set(Object.keys(errors).map(stepOfField));
  return ALL_EDITOR_STEPS.find((step) => steps.has(step)) ?? null;
}

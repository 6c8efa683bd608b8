import type { TCategory } from "@manzil/domain/contracts";
import { OWNER_DOCUMENTS, SINGLE_IMAGES, type EditorState } from "./editor-form";
import type { BodyPart } from "./multipart-body";
import { roomNumericDefaults } from "@manzil/domain/validation";
import { CONTACT_FIELDS, HOTEL, isStay, VACATION_HOME, type StayFields } from "./stay-form";

/** Text fields sent as typed; blanks are absent for the API. */
const TEXT_FIELDS = [
  "title",
  "title_ar",
  "description",
  "description_ar",
  "area_description",
  "area_description_ar",
  "price",
  "address",
  "address_ar",
  "client_address",
  "city",
  "state",
  "country",
  "latitude",
  "longitude",
  "video_link",
  "meta_title",
  "meta_description",
  "meta_keywords",
] as const;

/** Which parameter and nearby place each array index of the body names, to put a 422's errors back. */
export type SentLists = {
  parameterIds: number[];
  facilityIds: number[];
  galleryKeys: string[];
  documentKeys: string[];
  /** Row keys of the rooms, packages, certificates and calendar ranges sent, by index. */
  roomKeys: string[];
  packageKeys: string[];
  certificateKeys: string[];
  rangeKeys: string[];
};

/**
 * The post_property / update_post_property body of the wizard's state, in the API's bracket notation.
 * Parameters not on the chosen category's form are left out (a category change leaves old answers behind).
 */
export function listingParts(
  state: EditorState,
  category: TCategory | undefined,
  editingId: number | null,
): { parts: BodyPart[]; sent: SentLists } {
  const { fields, files, existing } = state;
  const parts: BodyPart[] = [];
  const add = (name: string, value: string) => parts.push({ name, value });
  if (editingId !== null) {
    add("id", String(editingId));
    add("action_type", "0");
  }
  add("property_classification", fields.property_classification);
  add("category_id", fields.category_id);
  add("property_type", fields.property_type);
  if (fields.property_type === "rent" && fields.rentduration) add("rentduration", fields.rentduration);
  for (const name of TEXT_FIELDS) {
    const value = fields[name].trim();
    if (value !== "") add(name, value);
  }

  const sent: SentLists = {
    parameterIds: [],
    facilityIds: [],
    galleryKeys: [],
    documentKeys: [],
    roomKeys: [],
    packageKeys: [],
    certificateKeys: [],
    rangeKeys: [],
  };
  for (const definition of category?.parameter_types ?? []) {
    const id = String(definition.id);
    const picked = files.parameterFiles[id];
    const value = fields.parameters[id];
    const text = Array.isArray(value) ? value.join(",") : (value ?? "").trim();
    if (definition.type_of_parameter === "file" ? !picked : text === "") continue;
    const index = sent.parameterIds.length;
    sent.parameterIds.push(definition.id);
    add(`parameters[${index}][parameter_id]`, id);
    if (definition.type_of_parameter === "file" && picked) {
      parts.push({ name: `parameters[${index}][value]`, file: picked.file, fileName: picked.file.name });
    } else add(`parameters[${index}][value]`, text);
  }
  for (const [id, distance] of Object.entries(fields.facilities)) {
    const index = sent.facilityIds.length;
    sent.facilityIds.push(Number(id));
    add(`facilities[${index}][facility_id]`, id);
    add(`facilities[${index}][distance]`, distance.trim());
  }
  for (const id of existing.removedGallery) add("remove_gallery_images[]", String(id));
  for (const id of existing.removedDocuments) add("remove_documents[]", String(id));
  for (const kind of existing.removedOwner) add("remove_owner_documents[]", kind);

  for (const name of SINGLE_IMAGES) {
    const picked = files.single[name];
    if (picked) parts.push({ name, file: picked.file, fileName: picked.file.name });
  }
  for (const picked of files.gallery) {
    sent.galleryKeys.push(picked.key);
    parts.push({ name: "gallery_images[]", file: picked.file, fileName: picked.file.name });
  }
  for (const picked of files.documents) {
    sent.documentKeys.push(picked.key);
    parts.push({ name: "documents[]", file: picked.file, fileName: picked.file.name });
  }
  for (const name of OWNER_DOCUMENTS) {
    const picked = files.owner[name];
    if (picked) parts.push({ name, file: picked.file, fileName: picked.file.name });
  }
  if (isStay(fields.property_classification)) parts.push(...stayParts(state, editingId !== null, sent));
  return { parts, sent };
}

const flag = (value: boolean) => (value ? "1" : "0");

/**
 * The stay fields (ADR 051) in the same bracket notation as parameters: `hotelRooms[0][room_type_id]`… Blank
 * room numerics are sent as spec §5's defaults (the domain's roomNumericDefaults, as the API would apply them), so
 * the body says exactly what will be stored. Saved items are sent with their `id`; those no longer in the form
 * are named in `remove_hotel_*`.
 */
function stayParts(state: EditorState, isEditing: boolean, sent: SentLists): BodyPart[] {
  const { fields, files, existing } = state;
  const stay: StayFields = fields.stay;
  const parts: BodyPart[] = [];
  // Files go after every text field, as in the rest of the body.
  const fileParts: BodyPart[] = [];
  const add = (name: string, value: string) => parts.push({ name, value });
  const addText = (name: string, value: string) => {
    if (value.trim() !== "") add(name, value.trim());
  };
  const classification = fields.property_classification;

  addText("check_in", stay.check_in);
  addText("check_out", stay.check_out);
  add("instant_booking", flag(stay.instant_booking));
  add("non_refundable", flag(stay.non_refundable));
  addText("cancellation_period", stay.cancellation_period);
  for (const name of CONTACT_FIELDS) addText(name, stay[name]);

  if (classification === VACATION_HOME) {
    addText("available_rooms", stay.available_rooms);
    addText("weekend_commission", stay.weekend_commission);
    if (!isEditing || stay.availability_changed) {
      add("availability_type", stay.availability_type);
      if (stay.available_dates.length === 0 && isEditing) add("available_dates", "[]");
      stay.available_dates.forEach((range, index) => {
        sent.rangeKeys.push(range.key);
        const at = `available_dates[${index}]`;
        add(`${at}[from]`, range.from);
        add(`${at}[to]`, range.to);
        // Under type 2 every listed window is blocked; booked nights go back as the API reported them (ADR 052).
        const type = range.type === "reserved" || stay.availability_type === "1" ? range.type : "closed";
        add(`${at}[type]`, type);
        if (stay.availability_type === "1" && range.type === "open") addText(`${at}[price]`, range.price);
      });
    }
  }

  if (classification !== HOTEL) return parts;
  addText("hotel_apartment_type_id", stay.hotel_apartment_type_id);
  stay.rooms.forEach((row, index) => {
    sent.roomKeys.push(row.key);
    const at = `hotelRooms[${index}]`;
    const room = roomNumericDefaults({
      discount_percentage: row.discount_percentage.trim(),
      weekend_commission: row.weekend_commission.trim(),
      nonrefundable_percentage: row.nonrefundable_percentage.trim(),
      available_rooms: row.available_rooms.trim(),
      room_number: row.room_number.trim(),
    });
    if (row.id) add(`${at}[id]`, String(row.id));
    add(`${at}[room_type_id]`, row.room_type_id);
    add(`${at}[room_number]`, String(room.room_number));
    addText(`${at}[description]`, row.description);
    addText(`${at}[description_ar]`, row.description_ar);
    add(`${at}[price_per_night]`, row.price_per_night.trim());
    add(`${at}[discount_percentage]`, String(room.discount_percentage));
    add(`${at}[weekend_commission]`, String(room.weekend_commission));
    add(`${at}[nonrefundable_percentage]`, String(room.nonrefundable_percentage));
    add(`${at}[available_rooms]`, String(room.available_rooms));
    addText(`${at}[max_guests]`, row.max_guests);
    addText(`${at}[refund_policy]`, row.refund_policy);
  });
  stay.packages.forEach((row, index) => {
    sent.packageKeys.push(row.key);
    const at = `hotelPackages[${index}]`;
    if (row.id) add(`${at}[id]`, String(row.id));
    add(`${at}[name]`, row.name.trim());
    addText(`${at}[name_ar]`, row.name_ar);
    addText(`${at}[description]`, row.description);
    addText(`${at}[description_ar]`, row.description_ar);
    add(`${at}[status]`, row.status);
    add(`${at}[price]`, row.price.trim() || "0");
    addText(`${at}[room_type_id]`, row.room_type_id);
    add(`${at}[basis]`, row.basis);
    let value = 0;
    for (const [fieldId, choices] of Object.entries(row.values)) {
      for (const choice of choices) {
        if (choice.value.trim() === "") continue;
        add(`${at}[addon_values][${value}][hotel_addon_field_id]`, fieldId);
        add(`${at}[addon_values][${value}][value]`, choice.value.trim());
        add(`${at}[addon_values][${value}][static_price]`, String(choice.static_price));
        value += 1;
      }
    }
  });
  stay.certificates.forEach((row, index) => {
    sent.certificateKeys.push(row.key);
    const at = `hotelCertificates[${index}]`;
    if (row.id) add(`${at}[id]`, String(row.id));
    add(`${at}[title]`, row.title.trim());
    addText(`${at}[description]`, row.description);
    const picked = files.certificateFiles[row.key];
    if (picked) fileParts.push({ name: `${at}[file]`, file: picked.file, fileName: picked.file.name });
  });
  const kept = (rows: { id?: number }[]) => new Set(rows.map((row) => row.id));
  const removed = (saved: number[], rows: { id?: number }[]) => saved.filter((id) => !kept(rows).has(id));
  for (const id of removed(existing.stayIds.rooms, stay.rooms)) add("remove_hotel_rooms[]", String(id));
  for (const id of removed(existing.stayIds.packages, stay.packages))
    add("remove_hotel_packages[]", String(id));
  for (const id of removed(existing.stayIds.certificates, stay.certificates)) {
    add("remove_hotel_certificates[]", String(id));
  }
  return [...parts, ...fileParts];
}

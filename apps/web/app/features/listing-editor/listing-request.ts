import type { TCategory } from "@manzil/domain/contracts";
import { OWNER_DOCUMENTS, SINGLE_IMAGES, type EditorState } from "./editor-form";
import type { BodyPart } from "./multipart-body";

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

  const sent: SentLists = { parameterIds: [], facilityIds: [], galleryKeys: [], documentKeys: [] };
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
  return { parts, sent };
}

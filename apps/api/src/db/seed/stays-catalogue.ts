import { sql } from "drizzle-orm";
import type { Database } from "../client.js";
import {
  hotelAddonFields,
  hotelAddonFieldValues,
  hotelApartmentTypes,
  hotelRoomTypes,
  propertyQuestionFields,
  propertyTaxes,
  type stayFieldTypes,
} from "../schema/stays-catalogue.js";

/** The stays catalogue the listing editor reads (issue 14): fixed lists, the same on every seed. */
export const roomTypeSeeds = [
  { name: "Single", nameAr: "غرفة مفردة" },
  { name: "Double", nameAr: "غرفة مزدوجة" },
  { name: "Twin", nameAr: "غرفة بسريرين" },
  { name: "Suite", nameAr: "جناح" },
  { name: "Family", nameAr: "غرفة عائلية" },
];

/** Explicit ids: spec §9 makes 6 ("Hotel apartment") the default of every hotel listing. */
export const apartmentTypeSeeds = [
  { id: 1, name: "Studio", nameAr: "استوديو" },
  { id: 2, name: "One-bedroom apartment", nameAr: "شقة بغرفة نوم واحدة" },
  { id: 3, name: "Two-bedroom apartment", nameAr: "شقة بغرفتي نوم" },
  { id: 4, name: "Chalet", nameAr: "شاليه" },
  { id: 5, name: "Villa", nameAr: "فيلا" },
  { id: 6, name: "Hotel apartment", nameAr: "شقة فندقية" },
  { id: 7, name: "Penthouse", nameAr: "بنتهاوس" },
];
export const DEFAULT_HOTEL_APARTMENT_TYPE_ID = 6;

type FieldType = (typeof stayFieldTypes)[number];

/** Add-on fields and their options; prices in piastres (EGP minor units). */
export const addonFieldSeeds: {
  name: string;
  nameAr: string;
  fieldType: FieldType;
  values: { value: string; valueAr: string; staticPriceMinor: number }[];
}[] = [
  {
    name: "Breakfast",
    nameAr: "الإفطار",
    fieldType: "radio",
    values: [
      { value: "Continental breakfast", valueAr: "إفطار كونتيننتال", staticPriceMinor: 25_000 },
      { value: "Buffet breakfast", valueAr: "إفطار بوفيه مفتوح", staticPriceMinor: 45_000 },
    ],
  },
  {
    name: "Airport transfer",
    nameAr: "التوصيل من وإلى المطار",
    fieldType: "dropdown",
    values: [
      { value: "One way", valueAr: "اتجاه واحد", staticPriceMinor: 60_000 },
      { value: "Return", valueAr: "ذهاب وعودة", staticPriceMinor: 110_000 },
    ],
  },
  {
    name: "Extra bed",
    nameAr: "سرير إضافي",
    fieldType: "checkbox",
    values: [{ value: "Extra bed", valueAr: "سرير إضافي", staticPriceMinor: 35_000 }],
  },
];

/** Basis points; hotels use the reference's defaults (service 10 %, sales 14 %, city 5 %). */
export const taxSeeds = [
  { classification: 4, serviceChargeBp: 0, salesTaxBp: 1400, cityTaxBp: 0 },
  { classification: 5, serviceChargeBp: 1000, salesTaxBp: 1400, cityTaxBp: 500 },
];

const yesNo = [
  { value: "Yes", value_ar: "نعم" },
  { value: "No", value_ar: "لا" },
];

export const questionFieldSeeds: {
  classification: 4 | 5;
  question: string;
  questionAr: string;
  fieldType: FieldType;
  options?: { value: string; value_ar: string }[];
  isRequired?: boolean;
}[] = [
  {
    classification: 4,
    question: "Is there a private pool?",
    questionAr: "هل يوجد حمام سباحة خاص؟",
    fieldType: "radio",
    options: yesNo,
    isRequired: true,
  },
  {
    classification: 4,
    question: "How far is the beach (metres)?",
    questionAr: "كم تبعد الشاطئ (بالمتر)؟",
    fieldType: "number",
  },
  {
    classification: 4,
    question: "Are pets allowed?",
    questionAr: "هل يُسمح بالحيوانات الأليفة؟",
    fieldType: "radio",
    options: yesNo,
  },
  { classification: 4, question: "House rules", questionAr: "قواعد المنزل", fieldType: "textarea" },
  {
    classification: 5,
    question: "Is there a spa?",
    questionAr: "هل يوجد منتجع صحي؟",
    fieldType: "radio",
    options: yesNo,
    isRequired: true,
  },
  {
    classification: 5,
    question: "Which meals does the restaurant serve?",
    questionAr: "ما الوجبات التي يقدمها المطعم؟",
    fieldType: "checkbox",
    options: [
      { value: "Breakfast", value_ar: "الإفطار" },
      { value: "Lunch", value_ar: "الغداء" },
      { value: "Dinner", value_ar: "العشاء" },
    ],
  },
  { classification: 5, question: "Number of floors", questionAr: "عدد الطوابق", fieldType: "number" },
  { classification: 5, question: "Year of last renovation", questionAr: "سنة آخر تجديد", fieldType: "text" },
];

type Tx = Pick<Database, "insert" | "execute">;

/** Inserts the catalogue; returns how many rows it wrote in all. */
export async function insertStaysCatalogue(tx: Tx, currency: string): Promise<number> {
  await tx.insert(hotelRoomTypes).values(roomTypeSeeds);
  await tx.insert(hotelApartmentTypes).values(apartmentTypeSeeds);
  // Ids were given explicitly: move the sequence past them so the admin's next type gets a fresh id.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('hotel_apartment_types', 'id'), (select max(id) from hotel_apartment_types))`,
  );
  let values = 0;
  for (const [rank, field] of addonFieldSeeds.entries()) {
    const [row] = await tx
      .insert(hotelAddonFields)
      .values({ name: field.name, nameAr: field.nameAr, fieldType: field.fieldType, rank })
      .returning({ id: hotelAddonFields.id });
    if (!row) throw new Error(`seed: add-on field ${field.name} not inserted`);
    await tx
      .insert(hotelAddonFieldValues)
      .values(field.values.map((v) => ({ ...v, fieldId: row.id, currency })));
    values += field.values.length;
  }
  await tx.insert(propertyTaxes).values(taxSeeds);
  await tx.insert(propertyQuestionFields).values(
    questionFieldSeeds.map((q, rank) => ({
      ...q,
      options: q.options ?? [],
      isRequired: q.isRequired ?? false,
      rank,
    })),
  );
  return (
    roomTypeSeeds.length +
    apartmentTypeSeeds.length +
    addonFieldSeeds.length +
    values +
    taxSeeds.length +
    questionFieldSeeds.length
  );
}

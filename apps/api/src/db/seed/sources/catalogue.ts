import { arabicDigits } from "../helpers.js";
import type { IconGlyph, ListingTheme } from "../images.js";

/** Categories, parameters ("facilities" in eBroker) and near-by places, all bilingual. */

export type Option = { value: string; value_ar: string };
const o = (value: string, value_ar: string): Option => ({ value, value_ar });

export const parameterSeeds = {
  bedrooms: { name: "Bedrooms", nameAr: "غرف النوم", type: "number", isRequired: true, options: [] },
  bathrooms: { name: "Bathrooms", nameAr: "الحمامات", type: "number", isRequired: true, options: [] },
  area: { name: "Area (sqm)", nameAr: "المساحة (م²)", type: "number", isRequired: true, options: [] },
  furnished: {
    name: "Furnished",
    nameAr: "مفروش",
    type: "radiobutton",
    isRequired: false,
    options: [o("Yes", "نعم"), o("No", "لا"), o("Semi-furnished", "نصف مفروش")],
  },
  floor: { name: "Floor", nameAr: "الطابق", type: "number", isRequired: false, options: [] },
  parking: {
    name: "Parking",
    nameAr: "موقف السيارات",
    type: "dropdown",
    isRequired: false,
    options: [
      o("None", "لا يوجد"),
      o("1 space", "مكان واحد"),
      o("2 spaces", "مكانان"),
      o("Private garage", "جراج خاص"),
    ],
  },
  outdoor: {
    name: "Outdoor Space",
    nameAr: "المساحات الخارجية",
    type: "checkbox",
    isRequired: false,
    options: [
      o("Private garden", "حديقة خاصة"),
      o("Roof terrace", "روف"),
      o("Balcony", "شرفة"),
      o("Private pool", "حمام سباحة خاص"),
    ],
  },
  view: {
    name: "View",
    nameAr: "الإطلالة",
    type: "dropdown",
    isRequired: false,
    options: [
      o("Sea", "البحر"),
      o("Nile", "النيل"),
      o("Garden", "الحديقة"),
      o("City", "المدينة"),
      o("Pool", "حمام السباحة"),
      o("Golf", "ملعب الجولف"),
      o("Desert", "الصحراء"),
    ],
  },
  yearBuilt: { name: "Year Built", nameAr: "سنة البناء", type: "number", isRequired: false, options: [] },
  finishing: {
    name: "Finishing",
    nameAr: "التشطيب",
    type: "dropdown",
    isRequired: false,
    options: [
      o("Core and shell", "على المحارة"),
      o("Semi-finished", "نصف تشطيب"),
      o("Fully finished", "تشطيب كامل"),
      o("Ultra lux", "سوبر لوكس"),
    ],
  },
  delivery: {
    name: "Delivery Date",
    nameAr: "موعد الاستلام",
    type: "textbox",
    isRequired: false,
    options: [],
  },
  paymentPlan: {
    name: "Payment Plan",
    nameAr: "خطة السداد",
    type: "textarea",
    isRequired: false,
    options: [],
  },
  maxGuests: {
    name: "Max Guests",
    nameAr: "الحد الأقصى للضيوف",
    type: "number",
    isRequired: false,
    options: [],
  },
  amenities: {
    name: "Amenities",
    nameAr: "المرافق",
    type: "checkbox",
    isRequired: false,
    options: [
      o("Wi-Fi", "واي فاي"),
      o("Air conditioning", "تكييف"),
      o("Kitchen", "مطبخ"),
      o("Washing machine", "غسالة ملابس"),
      o("Smart TV", "تلفزيون ذكي"),
      o("Swimming pool", "حمام سباحة"),
      o("Beach access", "دخول إلى الشاطئ"),
    ],
  },
  rooms: { name: "Number of Rooms", nameAr: "عدد الغرف", type: "number", isRequired: true, options: [] },
} as const satisfies Record<
  string,
  {
    name: string;
    nameAr: string;
    type: "textbox" | "textarea" | "dropdown" | "radiobutton" | "checkbox" | "file" | "number";
    isRequired: boolean;
    options: readonly Option[];
  }
>;

export type ParameterKey = keyof typeof parameterSeeds;
export const parameterKeys = Object.keys(parameterSeeds) as ParameterKey[];

export type Classification = 1 | 2 | 3 | 4 | 5;

export type CategorySeed = {
  slug: string;
  name: string;
  nameAr: string;
  classification: Classification;
  glyph: IconGlyph;
  theme: ListingTheme;
  /** Singular noun used in generated titles, and its Arabic gender for adjective agreement. */
  noun: string;
  nounAr: string;
  feminine: boolean;
  /** The category's listing form, in order. */
  parameters: ParameterKey[];
  /** How many of the classification's listings this category gets (relative weight). */
  weight: number;
};

const residential: ParameterKey[] = [
  "bedrooms",
  "bathrooms",
  "area",
  "furnished",
  "floor",
  "parking",
  "view",
  "finishing",
  "yearBuilt",
  "outdoor",
];

export const categorySeeds: CategorySeed[] = [
  {
    slug: "apartment",
    name: "Apartment",
    nameAr: "شقة",
    classification: 1,
    glyph: "apartment",
    theme: "tower",
    noun: "Apartment",
    nounAr: "شقة",
    feminine: true,
    parameters: residential,
    weight: 36,
  },
  {
    slug: "villa",
    name: "Villa",
    nameAr: "فيلا",
    classification: 1,
    glyph: "villa",
    theme: "villa",
    noun: "Villa",
    nounAr: "فيلا",
    feminine: true,
    parameters: [
      "bedrooms",
      "bathrooms",
      "area",
      "furnished",
      "parking",
      "outdoor",
      "view",
      "finishing",
      "yearBuilt",
    ],
    weight: 16,
  },
  {
    slug: "duplex",
    name: "Duplex",
    nameAr: "دوبلكس",
    classification: 1,
    glyph: "duplex",
    theme: "house",
    noun: "Duplex",
    nounAr: "دوبلكس",
    feminine: false,
    parameters: residential,
    weight: 9,
  },
  {
    slug: "penthouse",
    name: "Penthouse",
    nameAr: "بنتهاوس",
    classification: 1,
    glyph: "penthouse",
    theme: "tower",
    noun: "Penthouse",
    nounAr: "بنتهاوس",
    feminine: false,
    parameters: ["bedrooms", "bathrooms", "area", "furnished", "floor", "outdoor", "view", "finishing"],
    weight: 7,
  },
  {
    slug: "studio",
    name: "Studio",
    nameAr: "استوديو",
    classification: 1,
    glyph: "studio",
    theme: "tower",
    noun: "Studio",
    nounAr: "استوديو",
    feminine: false,
    parameters: ["bedrooms", "bathrooms", "area", "furnished", "floor", "view"],
    weight: 9,
  },
  {
    slug: "townhouse",
    name: "Townhouse",
    nameAr: "تاون هاوس",
    classification: 1,
    glyph: "townhouse",
    theme: "house",
    noun: "Townhouse",
    nounAr: "تاون هاوس",
    feminine: false,
    parameters: [
      "bedrooms",
      "bathrooms",
      "area",
      "furnished",
      "parking",
      "outdoor",
      "finishing",
      "yearBuilt",
    ],
    weight: 10,
  },
  {
    slug: "land",
    name: "Land",
    nameAr: "أرض",
    classification: 1,
    glyph: "land",
    theme: "land",
    noun: "Land Plot",
    nounAr: "قطعة أرض",
    feminine: true,
    parameters: ["area"],
    weight: 6,
  },
  {
    slug: "office",
    name: "Office",
    nameAr: "مكتب",
    classification: 2,
    glyph: "office",
    theme: "commercial",
    noun: "Office",
    nounAr: "مكتب",
    feminine: false,
    parameters: ["area", "floor", "bathrooms", "parking", "furnished", "finishing"],
    weight: 16,
  },
  {
    slug: "shop",
    name: "Shop",
    nameAr: "محل تجاري",
    classification: 2,
    glyph: "shop",
    theme: "commercial",
    noun: "Shop",
    nounAr: "محل تجاري",
    feminine: false,
    parameters: ["area", "floor", "finishing", "parking"],
    weight: 14,
  },
  {
    slug: "warehouse",
    name: "Warehouse",
    nameAr: "مستودع",
    classification: 2,
    glyph: "warehouse",
    theme: "commercial",
    noun: "Warehouse",
    nounAr: "مستودع",
    feminine: false,
    parameters: ["area", "parking", "yearBuilt"],
    weight: 8,
  },
  {
    slug: "clinic",
    name: "Clinic",
    nameAr: "عيادة",
    classification: 2,
    glyph: "clinic",
    theme: "commercial",
    noun: "Clinic",
    nounAr: "عيادة",
    feminine: true,
    parameters: ["area", "floor", "bathrooms", "finishing", "furnished"],
    weight: 8,
  },
  {
    slug: "compound-unit",
    name: "Compound Unit",
    nameAr: "وحدة في كمبوند",
    classification: 3,
    glyph: "compound",
    theme: "villa",
    noun: "Compound Unit",
    nounAr: "وحدة سكنية",
    feminine: true,
    parameters: ["bedrooms", "bathrooms", "area", "finishing", "delivery", "paymentPlan", "view", "outdoor"],
    weight: 1,
  },
  {
    slug: "new-project-apartment",
    name: "New Project Apartment",
    nameAr: "شقة في مشروع جديد",
    classification: 3,
    glyph: "crane",
    theme: "tower",
    noun: "Apartment",
    nounAr: "شقة",
    feminine: true,
    parameters: ["bedrooms", "bathrooms", "area", "floor", "finishing", "delivery", "paymentPlan"],
    weight: 1,
  },
  {
    slug: "chalet",
    name: "Chalet",
    nameAr: "شاليه",
    classification: 4,
    glyph: "chalet",
    theme: "beach",
    noun: "Chalet",
    nounAr: "شاليه",
    feminine: false,
    parameters: ["bedrooms", "bathrooms", "maxGuests", "area", "view", "amenities", "furnished"],
    weight: 2,
  },
  {
    slug: "beach-house",
    name: "Beach House",
    nameAr: "بيت شاطئ",
    classification: 4,
    glyph: "beach-house",
    theme: "beach",
    noun: "Beach House",
    nounAr: "بيت شاطئ",
    feminine: false,
    parameters: ["bedrooms", "bathrooms", "maxGuests", "area", "view", "amenities", "outdoor"],
    weight: 1,
  },
  {
    slug: "holiday-apartment",
    name: "Holiday Apartment",
    nameAr: "شقة عطلات",
    classification: 4,
    glyph: "holiday-apartment",
    theme: "beach",
    noun: "Holiday Apartment",
    nounAr: "شقة عطلات",
    feminine: true,
    parameters: ["bedrooms", "bathrooms", "maxGuests", "area", "view", "amenities"],
    weight: 2,
  },
  // Hotels: the category name is the star rating ("3 Star" / "٣ نجوم"), as the reference matches them by name.
  ...([3, 4, 5] as const).map((stars): CategorySeed => ({
    slug: `${stars}-star`,
    name: `${stars} Star`,
    nameAr: `${arabicDigits(String(stars))} نجوم`,
    classification: 5,
    glyph: `star${stars}`,
    theme: "hotel",
    noun: "Hotel",
    nounAr: "فندق",
    feminine: false,
    parameters: ["rooms", "maxGuests", "view", "amenities"],
    weight: stars === 4 ? 2 : 1.5,
  })),
];

export const classificationNames: Record<Classification, { en: string; ar: string; colour: string }> = {
  1: { en: "Sell and long-term rent", ar: "بيع وإيجار طويل الأمد", colour: "#0f766e" },
  2: { en: "Commercial", ar: "تجاري", colour: "#1d4ed8" },
  3: { en: "New projects", ar: "مشاريع جديدة", colour: "#b45309" },
  4: { en: "Vacation homes", ar: "بيوت العطلات", colour: "#0369a1" },
  5: { en: "Hotels", ar: "فنادق", colour: "#7c3aed" },
};

export type FacilitySeed = { slug: string; name: string; nameAr: string; glyph: IconGlyph; colour: string };

export const facilitySeeds: FacilitySeed[] = [
  { slug: "school", name: "School", nameAr: "مدرسة", glyph: "school", colour: "#b45309" },
  { slug: "hospital", name: "Hospital", nameAr: "مستشفى", glyph: "hospital", colour: "#be123c" },
  { slug: "supermarket", name: "Supermarket", nameAr: "سوبر ماركت", glyph: "supermarket", colour: "#15803d" },
  { slug: "mall", name: "Shopping Mall", nameAr: "مركز تسوق", glyph: "mall", colour: "#7c3aed" },
  { slug: "metro-station", name: "Metro Station", nameAr: "محطة مترو", glyph: "metro", colour: "#1d4ed8" },
  { slug: "airport", name: "Airport", nameAr: "مطار", glyph: "airport", colour: "#0369a1" },
  { slug: "beach", name: "Beach", nameAr: "شاطئ", glyph: "beach", colour: "#0891b2" },
  { slug: "mosque", name: "Mosque", nameAr: "مسجد", glyph: "mosque", colour: "#0f766e" },
  { slug: "park", name: "Park", nameAr: "حديقة عامة", glyph: "park", colour: "#4d7c0f" },
  { slug: "gym", name: "Gym", nameAr: "صالة رياضية", glyph: "gym", colour: "#475569" },
  { slug: "pharmacy", name: "Pharmacy", nameAr: "صيدلية", glyph: "pharmacy", colour: "#059669" },
  { slug: "bank", name: "Bank", nameAr: "بنك", glyph: "bank", colour: "#334155" },
];

export type Adjective = { en: string; m: string; f: string };
const adj = (en: string, m: string, f: string): Adjective => ({ en, m, f });

export const residentialAdjectives: Adjective[] = [
  adj("Modern", "حديث", "حديثة"),
  adj("Spacious", "واسع", "واسعة"),
  adj("Luxury", "فاخر", "فاخرة"),
  adj("Bright", "مشرق", "مشرقة"),
  adj("Elegant", "أنيق", "أنيقة"),
  adj("Cozy", "مريح", "مريحة"),
  adj("Renovated", "مجدد", "مجددة"),
  adj("Stylish", "عصري", "عصرية"),
  adj("Charming", "جذاب", "جذابة"),
  adj("Quiet", "هادئ", "هادئة"),
];

export const commercialAdjectives: Adjective[] = [
  adj("Prime", "مميز", "مميزة"),
  adj("Modern", "حديث", "حديثة"),
  adj("Spacious", "واسع", "واسعة"),
  adj("Fitted", "مجهز", "مجهزة"),
];

export const vacationAdjectives: Adjective[] = [
  adj("Sunny", "مشمس", "مشمسة"),
  adj("Luxury", "فاخر", "فاخرة"),
  adj("Cozy", "مريح", "مريحة"),
  adj("Stylish", "عصري", "عصرية"),
  adj("Family", "عائلي", "عائلية"),
];

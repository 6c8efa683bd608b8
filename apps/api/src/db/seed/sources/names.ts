import type { Bilingual } from "./cities.js";

/** Parts of fictional project and hotel names (English, and the Arabic word used in the name). */
export const namePrefixes: Bilingual[] = [
  { en: "Coral", ar: "المرجان" },
  { en: "Lotus", ar: "اللوتس" },
  { en: "Jasmine", ar: "الياسمين" },
  { en: "Palm", ar: "النخيل" },
  { en: "Pearl", ar: "اللؤلؤة" },
  { en: "Oasis", ar: "الواحة" },
  { en: "Amber", ar: "الكهرمان" },
  { en: "Sapphire", ar: "الياقوت" },
  { en: "Falcon", ar: "الصقر" },
  { en: "Cedar", ar: "الأرز" },
  { en: "Orchid", ar: "الأوركيد" },
  { en: "Golden Sands", ar: "الرمال الذهبية" },
  { en: "Blue Lagoon", ar: "البحيرة الزرقاء" },
  { en: "Desert Rose", ar: "وردة الصحراء" },
  { en: "Crescent", ar: "الهلال" },
  { en: "Sunrise", ar: "الشروق" },
];

export type NameSuffix = { en: string; ar: (prefix: string) => string; coastal: boolean };

export const projectSuffixes: NameSuffix[] = [
  { en: "Residences", ar: (p) => `مساكن ${p}`, coastal: false },
  { en: "Gardens", ar: (p) => `حدائق ${p}`, coastal: false },
  { en: "Heights", ar: (p) => `مرتفعات ${p}`, coastal: false },
  { en: "Towers", ar: (p) => `أبراج ${p}`, coastal: false },
  { en: "Park", ar: (p) => `منتزه ${p}`, coastal: false },
  { en: "Hills", ar: (p) => `تلال ${p}`, coastal: false },
  { en: "Bay", ar: (p) => `خليج ${p}`, coastal: true },
  { en: "Village", ar: (p) => `قرية ${p}`, coastal: true },
];

export const hotelSuffixes: NameSuffix[] = [
  { en: "Hotel", ar: (p) => `فندق ${p}`, coastal: false },
  { en: "Resort", ar: (p) => `منتجع ${p}`, coastal: false },
  { en: "Suites", ar: (p) => `أجنحة ${p}`, coastal: false },
  { en: "Grand Hotel", ar: (p) => `فندق ${p} الكبير`, coastal: false },
  { en: "Boutique Hotel", ar: (p) => `فندق ${p} بوتيك`, coastal: false },
  { en: "Inn", ar: (p) => `نُزل ${p}`, coastal: false },
  { en: "Beach Resort", ar: (p) => `منتجع شاطئ ${p}`, coastal: true },
];

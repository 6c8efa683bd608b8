import type { CountryCode } from "./cities.js";

/** Names for demo accounts: Arabic names written in Latin script, and fictional companies. */

export const firstNames = {
  male: [
    "Omar",
    "Ahmed",
    "Mohamed",
    "Youssef",
    "Karim",
    "Tarek",
    "Hassan",
    "Khaled",
    "Mostafa",
    "Amr",
    "Ali",
    "Ibrahim",
    "Faisal",
    "Saud",
    "Abdullah",
    "Rashid",
    "Hamad",
    "Ziad",
    "Sherif",
    "Nabil",
  ],
  female: [
    "Nour",
    "Mariam",
    "Salma",
    "Yasmin",
    "Layla",
    "Hana",
    "Farah",
    "Dina",
    "Reem",
    "Aya",
    "Sara",
    "Mona",
    "Rania",
    "Lina",
    "Huda",
  ],
};

export const lastNames: Record<CountryCode, string[]> = {
  EG: [
    "Hassan",
    "El Sayed",
    "Mahmoud",
    "Abdelrahman",
    "Farouk",
    "Mansour",
    "Khalil",
    "Nasser",
    "Fathy",
    "Gaber",
    "Ragab",
    "Shawky",
    "Zaki",
    "Naguib",
    "Soliman",
    "Helmy",
  ],
  AE: ["Al Mansoori", "Al Hashimi", "Al Falasi", "Al Suwaidi", "Al Nuaimi", "Al Ketbi"],
  SA: ["Al Qahtani", "Al Otaibi", "Al Ghamdi", "Al Harbi", "Al Shehri", "Al Dosari", "Al Zahrani"],
};

export type CompanySeed = {
  name: string;
  countryCode: CountryCode;
  /** Home city (English name, must exist in citySeeds). */
  city: string;
  focus: "developer" | "hospitality" | "holiday-homes" | "brokerage";
  management: "self" | "platform";
};

export const companySeeds: CompanySeed[] = [
  {
    name: "Nile Crest Developments",
    countryCode: "EG",
    city: "New Cairo",
    focus: "developer",
    management: "self",
  },
  {
    name: "Red Sea Stays Hospitality",
    countryCode: "EG",
    city: "Hurghada",
    focus: "hospitality",
    management: "platform",
  },
  {
    name: "Sahel Breeze Resorts",
    countryCode: "EG",
    city: "North Coast",
    focus: "holiday-homes",
    management: "platform",
  },
  { name: "Cairo Key Properties", countryCode: "EG", city: "Cairo", focus: "brokerage", management: "self" },
  {
    name: "Gulf Horizon Real Estate",
    countryCode: "AE",
    city: "Dubai",
    focus: "developer",
    management: "self",
  },
  {
    name: "Marina Gate Holiday Homes",
    countryCode: "AE",
    city: "Dubai",
    focus: "hospitality",
    management: "platform",
  },
  {
    name: "Najd Heights Development",
    countryCode: "SA",
    city: "Riyadh",
    focus: "developer",
    management: "self",
  },
  {
    name: "Hijaz Hospitality Group",
    countryCode: "SA",
    city: "Jeddah",
    focus: "hospitality",
    management: "platform",
  },
];

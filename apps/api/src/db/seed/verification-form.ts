/** A sensible starting verification form (admins can change it): the papers a broker in Egypt is asked for. */
export const verificationFormSeeds = [
  {
    name: "Broker licence number",
    nameAr: "رقم ترخيص الوساطة",
    fieldType: "text" as const,
    isRequired: true,
  },
  {
    name: "Identity document",
    nameAr: "نوع وثيقة الهوية",
    fieldType: "dropdown" as const,
    isRequired: true,
    options: [
      { value: "National ID", value_ar: "بطاقة الرقم القومي" },
      { value: "Passport", value_ar: "جواز السفر" },
    ],
  },
  { name: "Licence document", nameAr: "صورة الترخيص", fieldType: "file" as const, isRequired: true },
  { name: "Years of experience", nameAr: "سنوات الخبرة", fieldType: "number" as const, isRequired: false },
].map((row, index) => ({ options: [], ...row, rank: index + 1 }));

/** The reasons offered when a member reports a listing (admins can change them later). */
export const reportReasonSeeds = [
  { reason: "The listing is fake or a scam", reasonAr: "الإعلان وهمي أو احتيالي" },
  { reason: "The price or details are wrong", reasonAr: "السعر أو التفاصيل غير صحيحة" },
  { reason: "The property is no longer available", reasonAr: "العقار لم يعد متاحًا" },
  { reason: "The photos do not show this property", reasonAr: "الصور لا تخص هذا العقار" },
  { reason: "Duplicate listing", reasonAr: "إعلان مكرر" },
  { reason: "Offensive or inappropriate content", reasonAr: "محتوى مسيء أو غير لائق" },
].map((row, index) => ({ ...row, sequence: index + 1 }));

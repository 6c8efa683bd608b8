/** Messages of the auth module, in English and Arabic (keys under "auth."). */
export const authMessages = {
  en: { auth: {} },
  ar: { auth: {} },
} as const;

/** Messages of the users module, in English and Arabic (keys under "users."). */
export const usersMessages = {
  en: { users: {} },
  ar: { users: {} },
} as const;

/**
 * The admin the browser tests sign in as. The demo data has no admin with a password, so the test server is
 * seeded and given this admin with `admin-create` before it starts (playwright.config.ts): the embedded
 * database takes one process at a time.
 */
export const E2E_ADMIN = { email: "e2e-admin@manzil.test", password: "Review-Queue-2026" } as const;

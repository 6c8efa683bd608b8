import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file; migrations are applied from code on both PGlite and PostgreSQL
// (drizzle-kit cannot load PGlite's contrib extensions). See docs/decisions/002.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/*.ts",
  out: "./drizzle",
});

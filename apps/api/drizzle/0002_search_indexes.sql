-- Indexes drizzle-kit cannot express: geographic distance and trigram text search over both languages.
CREATE INDEX IF NOT EXISTS "properties_earth_idx" ON "properties" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_title_trgm_idx" ON "properties" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_title_ar_trgm_idx" ON "properties" USING gin ("title_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_earth_idx" ON "projects" USING gist (ll_to_earth("latitude", "longitude"));

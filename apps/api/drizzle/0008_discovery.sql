CREATE TABLE "property_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_reviews_rating_ck" CHECK ("property_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"property_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_on" date NOT NULL,
	CONSTRAINT "property_views_property_id_viewer_key_viewed_on_pk" PRIMARY KEY("property_id","viewer_key","viewed_on")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "favourite_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_reviews" ADD CONSTRAINT "property_reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_reviews" ADD CONSTRAINT "property_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_reviews_user_uq" ON "property_reviews" USING btree ("property_id","user_id");--> statement-breakpoint
CREATE INDEX "property_views_day_idx" ON "property_views" USING btree ("viewed_on","property_id");--> statement-breakpoint
CREATE INDEX "properties_public_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("price_minor","id") WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_views_idx" ON "properties" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_likes_idx" ON "properties" USING btree ("favourite_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_rating_idx" ON "properties" USING btree ("rating_average" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_state_idx" ON "properties" USING btree (lower("state"));--> statement-breakpoint
CREATE INDEX "properties_country_idx" ON "properties" USING btree (lower("country"));
ALTER TABLE "properties" ADD COLUMN "search_bedrooms" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_bathrooms" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_area" double precision;

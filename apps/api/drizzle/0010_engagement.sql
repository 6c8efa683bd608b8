CREATE TABLE "interested_users" (
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interested_users_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "personalised_fields" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"facility_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price_min_minor" bigint,
	"price_max_minor" bigint,
	"property_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personalised_fields_price_ck" CHECK ("personalised_fields"."price_min_minor" >= 0 and "personalised_fields"."price_max_minor" >= "personalised_fields"."price_min_minor"),
	CONSTRAINT "personalised_fields_types_ck" CHECK ("personalised_fields"."property_types" <@ array['sell', 'rent']::text[])
);
--> statement-breakpoint
ALTER TABLE "interested_users" ADD CONSTRAINT "interested_users_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interested_users" ADD CONSTRAINT "interested_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalised_fields" ADD CONSTRAINT "personalised_fields_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interested_users_user_idx" ON "interested_users" USING btree ("user_id");
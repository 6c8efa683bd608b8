CREATE TABLE "hotel_addon_package_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"hotel_addon_field_id" integer NOT NULL,
	"value" text NOT NULL,
	"static_price_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_addon_package_values_price_ck" CHECK ("hotel_addon_package_values"."static_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_addon_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"room_type_id" integer,
	"name" text NOT NULL,
	"name_ar" text,
	"description" text,
	"description_ar" text,
	"status" text DEFAULT 'active' NOT NULL,
	"price_minor" bigint DEFAULT 0 NOT NULL,
	"basis" text DEFAULT 'per_stay' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_addon_packages_price_ck" CHECK ("hotel_addon_packages"."price_minor" >= 0),
	CONSTRAINT "hotel_addon_packages_status_ck" CHECK ("hotel_addon_packages"."status" in ('active', 'inactive')),
	CONSTRAINT "hotel_addon_packages_basis_ck" CHECK ("hotel_addon_packages"."basis" in ('per_stay', 'per_night', 'per_guest', 'per_guest_per_night'))
);
--> statement-breakpoint
CREATE TABLE "hotel_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"room_type_id" integer,
	"custom_room_type" text,
	"room_number" text DEFAULT '0' NOT NULL,
	"description" text,
	"description_ar" text,
	"price_per_night_minor" bigint NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"weekend_commission_bp" integer DEFAULT 0 NOT NULL,
	"nonrefundable_bp" integer DEFAULT 0 NOT NULL,
	"refund_policy" text DEFAULT 'flexible' NOT NULL,
	"available_rooms" integer DEFAULT 1 NOT NULL,
	"max_guests" smallint DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_rooms_price_ck" CHECK ("hotel_rooms"."price_per_night_minor" >= 0),
	CONSTRAINT "hotel_rooms_rates_ck" CHECK ("hotel_rooms"."discount_bp" between 0 and 10000 and "hotel_rooms"."weekend_commission_bp" between 0 and 10000 and "hotel_rooms"."nonrefundable_bp" between 0 and 10000),
	CONSTRAINT "hotel_rooms_available_rooms_ck" CHECK ("hotel_rooms"."available_rooms" >= 0),
	CONSTRAINT "hotel_rooms_max_guests_ck" CHECK ("hotel_rooms"."max_guests" >= 1),
	CONSTRAINT "hotel_rooms_refund_policy_ck" CHECK ("hotel_rooms"."refund_policy" in ('flexible', 'non-refundable')),
	CONSTRAINT "hotel_rooms_status_ck" CHECK ("hotel_rooms"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "property_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_nights" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"hotel_room_id" integer,
	"date" date NOT NULL,
	"units" integer NOT NULL,
	"units_sold" integer DEFAULT 0 NOT NULL,
	"price_override_minor" bigint,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stay_nights_units_ck" CHECK ("stay_nights"."units_sold" >= 0 and "stay_nights"."units_sold" <= "stay_nights"."units"),
	CONSTRAINT "stay_nights_sold_open_ck" CHECK (not ("stay_nights"."closed" and "stay_nights"."units_sold" > 0)),
	CONSTRAINT "stay_nights_price_ck" CHECK ("stay_nights"."price_override_minor" is null or "stay_nights"."price_override_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_rooms" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "cancellation_period" text;--> statement-breakpoint
ALTER TABLE "hotel_addon_package_values" ADD CONSTRAINT "hotel_addon_package_values_package_id_hotel_addon_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."hotel_addon_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_addon_package_values" ADD CONSTRAINT "hotel_addon_package_values_hotel_addon_field_id_hotel_addon_fields_id_fk" FOREIGN KEY ("hotel_addon_field_id") REFERENCES "public"."hotel_addon_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_addon_packages" ADD CONSTRAINT "hotel_addon_packages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_addon_packages" ADD CONSTRAINT "hotel_addon_packages_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rooms" ADD CONSTRAINT "hotel_rooms_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_certificates" ADD CONSTRAINT "property_certificates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_nights" ADD CONSTRAINT "stay_nights_hotel_room_id_hotel_rooms_id_fk" FOREIGN KEY ("hotel_room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_addon_package_values_package_idx" ON "hotel_addon_package_values" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "hotel_addon_packages_property_idx" ON "hotel_addon_packages" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "hotel_rooms_property_idx" ON "hotel_rooms" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "property_certificates_property_idx" ON "property_certificates" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_nights_home_date_uq" ON "stay_nights" USING btree ("property_id","date") WHERE "stay_nights"."hotel_room_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stay_nights_room_date_uq" ON "stay_nights" USING btree ("hotel_room_id","date") WHERE "stay_nights"."hotel_room_id" is not null;--> statement-breakpoint
CREATE INDEX "stay_nights_sellable_idx" ON "stay_nights" USING btree ("date","property_id","hotel_room_id") WHERE not "stay_nights"."closed" and "stay_nights"."units" > "stay_nights"."units_sold";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_available_rooms_ck" CHECK ("properties"."available_rooms" >= 0);
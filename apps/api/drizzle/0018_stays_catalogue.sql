CREATE TABLE "hotel_addon_field_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"value" text NOT NULL,
	"value_ar" text NOT NULL,
	"static_price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EGP' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_addon_field_values_price_ck" CHECK ("hotel_addon_field_values"."static_price_minor" >= 0),
	CONSTRAINT "hotel_addon_field_values_currency_ck" CHECK ("hotel_addon_field_values"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "hotel_addon_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"field_type" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_addon_fields_type_ck" CHECK ("hotel_addon_fields"."field_type" in ('text', 'number', 'textarea', 'checkbox', 'radio', 'dropdown')),
	CONSTRAINT "hotel_addon_fields_status_ck" CHECK ("hotel_addon_fields"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "hotel_apartment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_apartment_types_status_ck" CHECK ("hotel_apartment_types"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_room_types_status_ck" CHECK ("hotel_room_types"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "property_question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_question_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"classification" smallint NOT NULL,
	"question" text NOT NULL,
	"question_ar" text NOT NULL,
	"field_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_question_fields_classification_ck" CHECK ("property_question_fields"."classification" in (4, 5)),
	CONSTRAINT "property_question_fields_type_ck" CHECK ("property_question_fields"."field_type" in ('text', 'number', 'textarea', 'checkbox', 'radio', 'dropdown')),
	CONSTRAINT "property_question_fields_status_ck" CHECK ("property_question_fields"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "property_taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"classification" smallint NOT NULL,
	"service_charge_bp" integer DEFAULT 0 NOT NULL,
	"sales_tax_bp" integer DEFAULT 0 NOT NULL,
	"city_tax_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_taxes_classification_ck" CHECK ("property_taxes"."classification" in (4, 5)),
	CONSTRAINT "property_taxes_rates_ck" CHECK ("property_taxes"."service_charge_bp" between 0 and 10000 and "property_taxes"."sales_tax_bp" between 0 and 10000 and "property_taxes"."city_tax_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "hotel_addon_field_values" ADD CONSTRAINT "hotel_addon_field_values_field_id_hotel_addon_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."hotel_addon_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_question_answers" ADD CONSTRAINT "property_question_answers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_question_answers" ADD CONSTRAINT "property_question_answers_field_id_property_question_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."property_question_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_addon_field_values_field_idx" ON "hotel_addon_field_values" USING btree ("field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_question_answers_property_field_uq" ON "property_question_answers" USING btree ("property_id","field_id");--> statement-breakpoint
CREATE INDEX "property_question_fields_classification_idx" ON "property_question_fields" USING btree ("classification");--> statement-breakpoint
CREATE UNIQUE INDEX "property_taxes_classification_uq" ON "property_taxes" USING btree ("classification");
CREATE TABLE "property_owner_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_owner_documents_kind_ck" CHECK ("property_owner_documents"."kind" in ('policy_data', 'identity_proof', 'national_id_passport', 'utilities_bills', 'power_of_attorney'))
);
--> statement-breakpoint
ALTER TABLE "property_owner_documents" ADD CONSTRAINT "property_owner_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_owner_documents_kind_uq" ON "property_owner_documents" USING btree ("property_id","kind");
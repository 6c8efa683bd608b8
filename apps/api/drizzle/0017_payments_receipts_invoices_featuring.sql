CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoices_currency_ck" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_total_ck" CHECK ("invoices"."total_minor" = "invoices"."subtotal_minor" + "invoices"."tax_minor")
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejection_reason" text,
	CONSTRAINT "payment_receipts_content_type_ck" CHECK ("payment_receipts"."content_type" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "payment_receipts_size_ck" CHECK ("payment_receipts"."size_bytes" > 0 and "payment_receipts"."size_bytes" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "recipient_user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_provider_id" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transaction_uq" ON "invoices" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_uq" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "payment_receipts_transaction_idx" ON "payment_receipts" USING btree ("transaction_id","uploaded_at");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_recipient_created_idx" ON "payment_transactions" USING btree ("recipient_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_state_created_idx" ON "payment_transactions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "advertisements_user_created_idx" ON "advertisements" USING btree ("user_id","created_at");--> statement-breakpoint
-- Older duplicates of a live advertisement (possible before this index) are expired, keeping the newest.
UPDATE "advertisements" SET "status" = 'expired' WHERE "status" in ('pending', 'approved') AND "id" NOT IN (SELECT max("id") FROM "advertisements" WHERE "status" in ('pending', 'approved') GROUP BY "target", coalesce("property_id", -1), coalesce("project_id", -1));--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_live_property_uq" ON "advertisements" USING btree ("property_id") WHERE "advertisements"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_live_project_uq" ON "advertisements" USING btree ("project_id") WHERE "advertisements"."status" in ('pending', 'approved');
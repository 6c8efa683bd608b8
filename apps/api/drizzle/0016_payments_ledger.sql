CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"transaction_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"purpose_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"provider_payment_id" text,
	"reference" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "payment_transactions_purpose_ck" CHECK ("payment_transactions"."purpose" in ('package', 'advertisement', 'reservation', 'transfer')),
	CONSTRAINT "payment_transactions_method_ck" CHECK ("payment_transactions"."method" in ('stripe', 'razorpay', 'paypal', 'paystack', 'flutterwave', 'paymob', 'bank_transfer', 'cash')),
	CONSTRAINT "payment_transactions_state_ck" CHECK ("payment_transactions"."state" in ('pending', 'succeeded', 'failed', 'cancelled', 'review', 'rejected', 'refunded')),
	CONSTRAINT "payment_transactions_currency_ck" CHECK ("payment_transactions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_transactions_amount_ck" CHECK ("payment_transactions"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_transaction_idx" ON "payment_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_reference_uq" ON "payment_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_provider_payment_uq" ON "payment_transactions" USING btree ("method","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_created_idx" ON "payment_transactions" USING btree ("user_id","created_at");
CREATE TABLE "loyalty_tier_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"classification" smallint NOT NULL,
	"tier" smallint NOT NULL,
	"reservation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_tier_uses_classification_ck" CHECK ("loyalty_tier_uses"."classification" in (4, 5)),
	CONSTRAINT "loyalty_tier_uses_tier_ck" CHECK ("loyalty_tier_uses"."tier" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"requested_by" integer,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_amount_ck" CHECK ("refund_requests"."amount_minor" > 0),
	CONSTRAINT "refund_requests_status_ck" CHECK ("refund_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "refund_requests_currency_ck" CHECK ("refund_requests"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"property_id" integer NOT NULL,
	"hotel_room_id" integer,
	"guest_id" integer NOT NULL,
	"booked_for_name" text NOT NULL,
	"booked_for_email" text,
	"booked_for_phone" text,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"rooms" integer NOT NULL,
	"guests" integer NOT NULL,
	"offer" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"loyalty_tier" smallint,
	"special_requests" text,
	"hold_expires_at" timestamp with time zone,
	"respond_by" timestamp with time zone,
	"cancellation_deadline" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"reason" text,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates_ck" CHECK ("reservations"."check_out_date" > "reservations"."check_in_date"),
	CONSTRAINT "reservations_counts_ck" CHECK ("reservations"."rooms" >= 1 and "reservations"."guests" >= 1),
	CONSTRAINT "reservations_amounts_ck" CHECK ("reservations"."total_minor" >= 0 and "reservations"."refunded_minor" between 0 and "reservations"."total_minor"),
	CONSTRAINT "reservations_offer_ck" CHECK ("reservations"."offer" in ('flexible', 'refundable', 'non_refundable')),
	CONSTRAINT "reservations_status_ck" CHECK ("reservations"."status" in ('pending', 'confirmed', 'checkedIn', 'checkedOut', 'completed', 'cancelled', 'rejected', 'expired')),
	CONSTRAINT "reservations_payment_status_ck" CHECK ("reservations"."payment_status" in ('unpaid', 'paid', 'partial', 'refunded', 'failed')),
	CONSTRAINT "reservations_cancelled_by_ck" CHECK ("reservations"."cancelled_by" in ('guest', 'owner', 'admin', 'system')),
	CONSTRAINT "reservations_currency_ck" CHECK ("reservations"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "loyalty_tier_uses" ADD CONSTRAINT "loyalty_tier_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tier_uses" ADD CONSTRAINT "loyalty_tier_uses_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hotel_room_id_hotel_rooms_id_fk" FOREIGN KEY ("hotel_room_id") REFERENCES "public"."hotel_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_tier_uses_once_uq" ON "loyalty_tier_uses" USING btree ("user_id","classification","tier");--> statement-breakpoint
CREATE INDEX "refund_requests_reservation_idx" ON "refund_requests" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_uq" ON "refund_requests" USING btree ("reservation_id") WHERE "refund_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_reference_idx" ON "reservations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reservations_guest_idx" ON "reservations" USING btree ("guest_id","check_in_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservations_property_idx" ON "reservations" USING btree ("property_id","check_in_date");--> statement-breakpoint
CREATE INDEX "reservations_hold_idx" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status" = 'pending' and "reservations"."hold_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "reservations_respond_idx" ON "reservations" USING btree ("respond_by") WHERE "reservations"."status" = 'pending' and "reservations"."respond_by" is not null;
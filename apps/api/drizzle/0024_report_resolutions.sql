ALTER TABLE "user_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "user_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_reports_open_idx" ON "user_reports" USING btree ("created_at") WHERE "user_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_resolution_ck" CHECK ("user_reports"."resolution" in ('dismissed', 'listing_deactivated'));--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_resolved_ck" CHECK (("user_reports"."resolved_at" is null) = ("user_reports"."resolution" is null));
CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_applications_status_ck" CHECK ("verification_applications"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "verification_applications_reason_ck" CHECK ("verification_applications"."status" = 'failed' or "verification_applications"."reason" is null)
);
--> statement-breakpoint
CREATE TABLE "verification_form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"field_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_form_fields_type_ck" CHECK ("verification_form_fields"."field_type" in ('text', 'number', 'textarea', 'radio', 'checkbox', 'dropdown', 'file'))
);
--> statement-breakpoint
CREATE TABLE "verification_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"value" text,
	"file_key" text,
	"file_type" text,
	"file_size" integer,
	CONSTRAINT "verification_values_content_ck" CHECK ("verification_values"."value" is not null or "verification_values"."file_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "verification_applications" ADD CONSTRAINT "verification_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_applications" ADD CONSTRAINT "verification_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_values" ADD CONSTRAINT "verification_values_application_id_verification_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."verification_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_values" ADD CONSTRAINT "verification_values_field_id_verification_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."verification_form_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "verification_applications_user_idx" ON "verification_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "verification_applications_pending_uq" ON "verification_applications" USING btree ("user_id") WHERE "verification_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "verification_values_field_uq" ON "verification_values" USING btree ("application_id","field_id");--> statement-breakpoint
-- The audit log is append-only (ADR 063): nobody edits or removes what an admin did, admins included.
CREATE OR REPLACE FUNCTION manzil_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON "admin_audit_log"
FOR EACH ROW EXECUTE FUNCTION manzil_audit_log_append_only();

CREATE TABLE "user_package_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_package_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"total_limit" integer NOT NULL,
	"used_limit" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_package_limits_used_ck" CHECK ("user_package_limits"."used_limit" >= 0 and "user_package_limits"."used_limit" <= "user_package_limits"."total_limit")
);
--> statement-breakpoint
CREATE TABLE "user_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_packages_period_ck" CHECK ("user_packages"."ends_at" > "user_packages"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "user_package_limits" ADD CONSTRAINT "user_package_limits_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package_limits" ADD CONSTRAINT "user_package_limits_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_package_limits_package_feature_uq" ON "user_package_limits" USING btree ("user_package_id","feature_id");--> statement-breakpoint
CREATE INDEX "user_package_limits_feature_idx" ON "user_package_limits" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "user_packages_user_ends_idx" ON "user_packages" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "user_packages_package_idx" ON "user_packages" USING btree ("package_id");
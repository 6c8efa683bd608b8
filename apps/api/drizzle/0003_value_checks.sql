CREATE UNIQUE INDEX "category_parameters_position_uq" ON "category_parameters" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_ios_product_uq" ON "packages" USING btree ("ios_product_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('customer', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_type_ck" CHECK ("users"."customer_type" in ('property_owner', 'agent'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_kind_ck" CHECK ("users"."owner_kind" in ('individual', 'company'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_management_type_ck" CHECK ("users"."management_type" in ('self', 'platform'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verification_status_ck" CHECK ("users"."verification_status" in ('initial', 'pending', 'success', 'failed'));--> statement-breakpoint
ALTER TABLE "parameters" ADD CONSTRAINT "parameters_type_ck" CHECK ("parameters"."type" in ('textbox', 'textarea', 'dropdown', 'radiobutton', 'checkbox', 'file', 'number'));--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_type_ck" CHECK ("features"."type" in ('property_list', 'property_feature', 'project_list', 'project_feature', 'mortgage_calculator_detail', 'premium_properties', 'project_access'));--> statement-breakpoint
ALTER TABLE "homepage_sections" ADD CONSTRAINT "homepage_sections_type_ck" CHECK ("homepage_sections"."section_type" in ('agents_list_section', 'articles_section', 'categories_section', 'faqs_section', 'featured_properties_section', 'featured_projects_section', 'most_liked_properties_section', 'most_viewed_properties_section', 'nearby_properties_section', 'projects_section', 'premium_properties_section', 'user_recommendations_section', 'properties_by_cities_section'));--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_limit_ck" CHECK (("package_features"."limit_type" = 'unlimited' and "package_features"."limit" is null) or ("package_features"."limit_type" = 'limited' and "package_features"."limit" >= 0));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_type_ck" CHECK ("packages"."package_type" in ('free', 'paid'));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_currency_ck" CHECK ("packages"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_price_ck" CHECK ("packages"."price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_duration_ck" CHECK ("packages"."duration_hours" > 0);--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_type_ck" CHECK ("sliders"."type" between 1 and 4);--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_status_ck" CHECK ("advertisements"."status" in ('pending', 'approved', 'rejected', 'expired'));--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_period_ck" CHECK ("advertisements"."ends_at" > "advertisements"."starts_at");--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_kind_ck" CHECK ("project_media"."kind" in ('gallery', 'document'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_type_ck" CHECK ("projects"."type" in ('under_construction', 'upcoming'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_moderation_status_ck" CHECK ("projects"."moderation_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_availability_type_ck" CHECK ("properties"."availability_type" in (1, 2));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_listing_type_ck" CHECK ("properties"."listing_type" in ('sell', 'rent', 'sold', 'rented'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_moderation_status_ck" CHECK ("properties"."moderation_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rent_duration_ck" CHECK ("properties"."rent_duration" in ('daily', 'monthly', 'quarterly', 'yearly'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rent_package_ck" CHECK ("properties"."rent_package" in ('basic', 'premium'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_currency_ck" CHECK ("properties"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_kind_ck" CHECK ("property_media"."kind" in ('gallery', 'document'));
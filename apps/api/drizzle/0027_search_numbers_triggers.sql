-- Bedrooms, bathrooms and area on the listing (ADR 077), kept in the same transaction as every write of
-- parameter values, whichever path writes them (listing editor, eBroker post_property / update_post_property,
-- admin, seed, bulk loads). A value is the listing's parameter whose English name is like '%bedroom%',
-- '%bathroom%' or '%area%' (the matching the filters always used), read as a number when it is one; when several
-- parameters match, the lowest parameter id wins. The triggers are per statement with transition tables, so a
-- bulk insert of millions of parameter rows is one set-based UPDATE, not one per row.
CREATE OR REPLACE FUNCTION manzil_refresh_search_numbers(listing_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE properties p SET
    search_bedrooms = v.bedrooms,
    search_bathrooms = v.bathrooms,
    search_area = v.area
  FROM (
    SELECT t.id,
      (array_agg(pp.value_number ORDER BY pp.parameter_id)
        FILTER (WHERE pr.name ILIKE '%bedroom%' AND pp.value_number IS NOT NULL))[1] AS bedrooms,
      (array_agg(pp.value_number ORDER BY pp.parameter_id)
        FILTER (WHERE pr.name ILIKE '%bathroom%' AND pp.value_number IS NOT NULL))[1] AS bathrooms,
      (array_agg(pp.value_number ORDER BY pp.parameter_id)
        FILTER (WHERE pr.name ILIKE '%area%' AND pp.value_number IS NOT NULL))[1] AS area
    FROM unnest(listing_ids) AS t(id)
    LEFT JOIN property_parameters pp ON pp.property_id = t.id
    LEFT JOIN parameters pr ON pr.id = pp.parameter_id
    GROUP BY t.id
  ) v
  WHERE p.id = v.id
    AND (p.search_bedrooms, p.search_bathrooms, p.search_area) IS DISTINCT FROM (v.bedrooms, v.bathrooms, v.area)
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION manzil_property_parameters_search_numbers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM manzil_refresh_search_numbers(array(SELECT DISTINCT property_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM manzil_refresh_search_numbers(array(
      SELECT property_id FROM old_rows UNION SELECT property_id FROM new_rows));
  ELSE
    PERFORM manzil_refresh_search_numbers(array(SELECT DISTINCT property_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- PostgreSQL allows transition tables only on single-event triggers: one trigger per event, one function.
CREATE TRIGGER property_parameters_search_numbers_ins
  AFTER INSERT ON property_parameters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION manzil_property_parameters_search_numbers();--> statement-breakpoint
CREATE TRIGGER property_parameters_search_numbers_upd
  AFTER UPDATE ON property_parameters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION manzil_property_parameters_search_numbers();--> statement-breakpoint
CREATE TRIGGER property_parameters_search_numbers_del
  AFTER DELETE ON property_parameters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION manzil_property_parameters_search_numbers();--> statement-breakpoint

-- A renamed parameter can start or stop counting as bedrooms, bathrooms or area for every listing that has it.
-- (A deleted parameter cascades to property_parameters, whose delete trigger refreshes those listings.)
CREATE OR REPLACE FUNCTION manzil_parameters_search_numbers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM manzil_refresh_search_numbers(array(
    SELECT DISTINCT pp.property_id FROM property_parameters pp
    WHERE pp.parameter_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name)));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER parameters_search_numbers_upd
  AFTER UPDATE ON parameters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION manzil_parameters_search_numbers();--> statement-breakpoint

SELECT manzil_refresh_search_numbers(array(SELECT DISTINCT property_id FROM property_parameters));--> statement-breakpoint

-- Indexes of migration 0026's schema, built after the back-fill (one pass each instead of a million updates).
CREATE INDEX "properties_public_bedrooms_idx" ON "properties" USING btree ("search_bedrooms","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_bathrooms_idx" ON "properties" USING btree ("search_bathrooms","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_area_idx" ON "properties" USING btree ("search_area") WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_type_price_idx" ON "properties" USING btree ("classification","listing_type","price_minor","id") WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_category_newest_idx" ON "properties" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_city_price_idx" ON "properties" USING btree (lower("city"),"price_minor","id") WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_bedrooms_price_idx" ON "properties" USING btree ("search_bedrooms","price_minor","id") WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_bathrooms_price_idx" ON "properties" USING btree ("search_bathrooms","price_minor","id") WHERE "properties"."moderation_status" = 'approved' and "properties"."is_active";

-- Arabic-aware search and denormalised counters that drizzle-kit cannot express.
--
-- manzil_search_fold: lower case; Arabic letter variants unified (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي);
-- Arabic-Indic digits → 0-9; diacritics (tashkeel, superscript alef) and tatweel removed. The API folds the
-- search text with the same function, so "مدينة نصر", "مدينه نصر" and "مَدِينَة" all match one listing.
CREATE OR REPLACE FUNCTION manzil_search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    lower(input),
    'أإآٱىةؤئ٠١٢٣٤٥٦٧٨٩ًٌٍَُِّْٰـ',
    'اااايهوي0123456789'
  )
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION manzil_property_search_document() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  place text;
BEGIN
  SELECT concat_ws(' ', c.name_ar, c.state_ar, c.country_ar) INTO place FROM cities c WHERE c.id = NEW.city_id;
  NEW.search_document := manzil_search_fold(concat_ws(' ',
    NEW.title, NEW.title_ar, NEW.address, NEW.address_ar, NEW.city, NEW.state, NEW.country, place,
    NEW.description, NEW.description_ar));
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER properties_search_document_trg
  BEFORE INSERT OR UPDATE OF title, title_ar, address, address_ar, city, state, country, city_id, description, description_ar
  ON properties FOR EACH ROW EXECUTE FUNCTION manzil_property_search_document();--> statement-breakpoint

CREATE OR REPLACE FUNCTION manzil_favourite_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE properties SET favourite_count = favourite_count + 1 WHERE id = NEW.property_id;
  ELSE
    UPDATE properties SET favourite_count = greatest(favourite_count - 1, 0) WHERE id = OLD.property_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER favourites_count_trg
  AFTER INSERT OR DELETE ON favourites FOR EACH ROW EXECUTE FUNCTION manzil_favourite_count();--> statement-breakpoint

CREATE OR REPLACE FUNCTION manzil_property_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  target integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.property_id ELSE NEW.property_id END;
BEGIN
  UPDATE properties p SET
    rating_average = r.average,
    rating_count = r.total
  FROM (SELECT avg(rating)::float8 AS average, count(*)::int AS total FROM property_reviews WHERE property_id = target) r
  WHERE p.id = target;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER property_reviews_rating_trg
  AFTER INSERT OR UPDATE OR DELETE ON property_reviews FOR EACH ROW EXECUTE FUNCTION manzil_property_rating();--> statement-breakpoint

UPDATE properties SET title = title;--> statement-breakpoint
UPDATE properties p SET favourite_count = (SELECT count(*) FROM favourites f WHERE f.property_id = p.id);--> statement-breakpoint

CREATE INDEX IF NOT EXISTS "properties_search_document_trgm_idx" ON "properties" USING gin ("search_document" gin_trgm_ops);

-- Similar listings (ADR 077): the nearest public listings of one category. The GiST index of every listing's
-- position hands out the nearest first, but in a rare category it walks thousands of other listings before six
-- match; with the category as the index's first column (btree_gist) the walk reads that category's points only.
CREATE INDEX IF NOT EXISTS "properties_public_category_earth_idx" ON "properties"
  USING gist ("category_id", ll_to_earth("latitude", "longitude"))
  WHERE "moderation_status" = 'approved' AND "is_active";

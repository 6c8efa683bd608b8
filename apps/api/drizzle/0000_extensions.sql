-- Contrib extensions used by search (pg_trgm), distance filters (cube + earthdistance) and booking
-- exclusion constraints (btree_gist). cube must precede earthdistance.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;

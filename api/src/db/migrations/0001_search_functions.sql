-- Accent- and case-insensitive search (podcasts, later experts). Extensions live in "public" whatever the
-- search_path (test schemas share them); the advisory lock keeps instances migrating at once from racing.
SELECT pg_advisory_xact_lock(20260301);--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change), so indexes and generated columns cannot use it; this
-- wrapper names the dictionary explicitly and is declared IMMUTABLE.
CREATE OR REPLACE FUNCTION podbridge_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- Accent- and case-insensitive search (the header search box): 'mang may tinh' finds
-- 'Mạng máy tính'. unaccent and pg_trgm are trusted extensions: a database owner may
-- create them without being a superuser.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); this wrapper names the
-- dictionary explicitly and is IMMUTABLE so that indexes can use it. Accents go first:
-- the embedded cluster's C locale lower-cases ASCII letters only.
CREATE OR REPLACE FUNCTION public.search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX "categories_name_search_idx" ON "categories" USING gin (public.search_normalize("name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_name_search_idx" ON "courses" USING gin (public.search_normalize("name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lessons_title_search_idx" ON "lessons" USING gin (public.search_normalize("title") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_title_search_idx" ON "materials" USING gin (public.search_normalize("title") public.gin_trgm_ops) WHERE "status" = 'ready';

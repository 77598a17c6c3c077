-- Search covers lesson content (the search page): every word of the query is looked up in
-- the content, accents and case ignored, on a trigram index like the titles' (0002).
CREATE INDEX IF NOT EXISTS "lessons_content_search_idx" ON "lessons" USING gin (public.search_normalize("content") public.gin_trgm_ops);

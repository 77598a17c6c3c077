-- Lesson content is Markdown from now on (docs/decisions/018-rich-lessons.md). What was plain
-- text must read as before: every ASCII punctuation mark is escaped (CommonMark allows a
-- backslash before any of them, so nothing becomes a heading, list, link, emphasis or table),
-- leading spaces and tabs become no-break spaces (four spaces would start a code block),
-- blank lines stay blank, and the renderer keeps single line breaks.
CREATE OR REPLACE FUNCTION public.plain_text_to_markdown(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(
      CASE WHEN btrim(line, E' \t\r') = '' THEN ''
      ELSE repeat(U&'\00A0', length(replace(substring(line from '^[ \t]*'), E'\t', '    ')))
        || regexp_replace(ltrim(line, E' \t'), '([!-/:-@[-`{-~])', '\\\1', 'g')
      END, E'\n' ORDER BY n), '')
    FROM regexp_split_to_table(value, E'\n') WITH ORDINALITY AS lines(line, n)
  $$;--> statement-breakpoint
UPDATE "lessons" SET "content" = public.plain_text_to_markdown("content");

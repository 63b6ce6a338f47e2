-- A text's search document: every word as written (simple) and in its English and Swedish forms, accents removed
-- first, all with one weight. "psychology" then meets "psychologist" (English 'psycholog'), "pensionen" meets
-- "pension" (Swedish), and the words as written stay for exact matches, which rank above forms.
CREATE OR REPLACE FUNCTION podbridge_search_vector(body text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(
      to_tsvector('simple'::regconfig, plain) || to_tsvector('english'::regconfig, plain)
        || to_tsvector('swedish'::regconfig, plain),
      weight)
    FROM podbridge_unaccent(coalesce(body, '')) AS plain
  $$;

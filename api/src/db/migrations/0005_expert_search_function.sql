-- Expert search reads the expertise list as text. array_to_string() is only STABLE, so a generated column
-- cannot call it; this wrapper joins a text[] with spaces and is declared IMMUTABLE (text output never changes).
CREATE OR REPLACE FUNCTION podbridge_join_words(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, ' ') $$;

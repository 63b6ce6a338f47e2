CREATE TABLE "podcast_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Adds the changes (a category, or null, and +1 or -1 each) to podcast_counts: row 0 counts every published
-- podcast, a category's row those in it. Rows change in key order (row 0 first), so two writers lock them alike.
CREATE FUNCTION podbridge_add_podcast_counts(category_ids integer[], deltas integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO podcast_counts AS counts (category_id, approved)
  SELECT key, sum(delta) FROM (
    SELECT 0 AS key, delta FROM unnest(category_ids, deltas) AS change(category_id, delta)
    UNION ALL
    SELECT category_id, delta FROM unnest(category_ids, deltas) AS change(category_id, delta) WHERE category_id IS NOT NULL
  ) AS changes
  GROUP BY key HAVING sum(delta) <> 0 ORDER BY key
  ON CONFLICT (category_id) DO UPDATE SET approved = counts.approved + excluded.approved;
$$;
--> statement-breakpoint
-- Once per statement, from its transition tables: a bulk import changes each count once, not once per row.
CREATE FUNCTION podbridge_count_podcasts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_ids integer[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(category_id), array_agg(1) INTO category_ids, deltas FROM new_rows WHERE is_approved;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(category_id), array_agg(-1) INTO category_ids, deltas FROM old_rows WHERE is_approved;
  ELSE
    SELECT array_agg(category_id), array_agg(delta) INTO category_ids, deltas FROM (
      SELECT category_id, 1 AS delta FROM new_rows WHERE is_approved
      UNION ALL
      SELECT category_id, -1 FROM old_rows WHERE is_approved
    ) AS changed;
  END IF;
  PERFORM podbridge_add_podcast_counts(category_ids, deltas);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER podcasts_count_insert AFTER INSERT ON podcasts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_count_podcasts();
--> statement-breakpoint
CREATE TRIGGER podcasts_count_update AFTER UPDATE ON podcasts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_count_podcasts();
--> statement-breakpoint
CREATE TRIGGER podcasts_count_delete AFTER DELETE ON podcasts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_count_podcasts();
--> statement-breakpoint
INSERT INTO podcast_counts (category_id, approved)
  SELECT 0, count(*) FROM podcasts WHERE is_approved
  UNION ALL
  SELECT category_id, count(*) FROM podcasts WHERE is_approved AND category_id IS NOT NULL GROUP BY category_id;

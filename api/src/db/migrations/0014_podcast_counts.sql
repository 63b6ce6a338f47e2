CREATE TABLE "podcast_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Keeps podcast_counts in step with podcasts: row 0 counts every published podcast, a category's row those in it.
-- Row 0 is always changed before a category's, so two writers lock the rows in the same order.
CREATE FUNCTION podbridge_count_podcasts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_approved THEN
    UPDATE podcast_counts SET approved = approved - 1 WHERE category_id = 0;
    IF OLD.category_id IS NOT NULL THEN
      UPDATE podcast_counts SET approved = approved - 1 WHERE category_id = OLD.category_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_approved THEN
    INSERT INTO podcast_counts AS counts (category_id, approved) VALUES (0, 1)
      ON CONFLICT (category_id) DO UPDATE SET approved = counts.approved + 1;
    IF NEW.category_id IS NOT NULL THEN
      INSERT INTO podcast_counts AS counts (category_id, approved) VALUES (NEW.category_id, 1)
        ON CONFLICT (category_id) DO UPDATE SET approved = counts.approved + 1;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER podcasts_count_insert_delete AFTER INSERT OR DELETE ON podcasts
  FOR EACH ROW EXECUTE FUNCTION podbridge_count_podcasts();
--> statement-breakpoint
CREATE TRIGGER podcasts_count_update AFTER UPDATE OF approval_status, category_id ON podcasts
  FOR EACH ROW WHEN (OLD.is_approved IS DISTINCT FROM NEW.is_approved OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION podbridge_count_podcasts();
--> statement-breakpoint
INSERT INTO podcast_counts (category_id, approved)
  SELECT 0, count(*) FROM podcasts WHERE is_approved
  UNION ALL
  SELECT category_id, count(*) FROM podcasts WHERE is_approved AND category_id IS NOT NULL GROUP BY category_id;

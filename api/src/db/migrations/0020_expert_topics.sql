ALTER TABLE "expert_profiles" ADD COLUMN "topic_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "expert_profiles_topic_ids_idx" ON "expert_profiles" USING gin ("topic_ids");--> statement-breakpoint
-- The topics each profile's categories stand for, kept in expert_profiles.topic_ids whenever a profile's categories
-- or a category's topic change (a deleted topic sets its categories' topic to null, which is such a change).
CREATE OR REPLACE FUNCTION podbridge_refresh_expert_topics(profile_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE expert_profiles SET topic_ids = found.topic_ids
    FROM (
      SELECT profile.id,
        coalesce(array_agg(DISTINCT category.topic_id ORDER BY category.topic_id)
          FILTER (WHERE category.topic_id IS NOT NULL), '{}') AS topic_ids
      FROM unnest(profile_ids) AS profile (id)
      LEFT JOIN expert_profile_categories AS chosen ON chosen.profile_id = profile.id
      LEFT JOIN expert_categories AS category ON category.id = chosen.category_id
      GROUP BY profile.id
    ) AS found
    WHERE expert_profiles.id = found.id AND expert_profiles.topic_ids IS DISTINCT FROM found.topic_ids
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION podbridge_profile_categories_added() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM podbridge_refresh_expert_topics(ARRAY(SELECT DISTINCT profile_id FROM new_rows ORDER BY profile_id));
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION podbridge_profile_categories_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM podbridge_refresh_expert_topics(ARRAY(SELECT DISTINCT profile_id FROM old_rows ORDER BY profile_id));
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER expert_profile_categories_topics_insert AFTER INSERT ON expert_profile_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION podbridge_profile_categories_added();--> statement-breakpoint
CREATE TRIGGER expert_profile_categories_topics_update_new AFTER UPDATE ON expert_profile_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION podbridge_profile_categories_added();--> statement-breakpoint
CREATE TRIGGER expert_profile_categories_topics_update_old AFTER UPDATE ON expert_profile_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION podbridge_profile_categories_removed();--> statement-breakpoint
CREATE TRIGGER expert_profile_categories_topics_delete AFTER DELETE ON expert_profile_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION podbridge_profile_categories_removed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION podbridge_category_topic_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM podbridge_refresh_expert_topics(
        ARRAY(SELECT profile_id FROM expert_profile_categories WHERE category_id = NEW.id ORDER BY profile_id)
      );
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER expert_categories_topics AFTER UPDATE OF topic_id ON expert_categories
  FOR EACH ROW WHEN (OLD.topic_id IS DISTINCT FROM NEW.topic_id)
  EXECUTE FUNCTION podbridge_category_topic_changed();--> statement-breakpoint
SELECT podbridge_refresh_expert_topics(ARRAY(SELECT id FROM expert_profiles ORDER BY id));
--> statement-breakpoint
-- The planner's figures for the new column, so a topic's experts are read the cheaper way from the start.
ANALYZE expert_profiles;

-- Any of a topic's names or aliases as a phrase, as written or in its English or Swedish form, accents removed:
-- `document @@ match_query` says whether a text speaks of the topic ("psykisk hälsa" in a show's description meets
-- Mental Health). Aliases shorter than four letters count only when written in capitals (AI, UX): "val" or "tro"
-- are everyday words as often as they are topics.
CREATE OR REPLACE FUNCTION podbridge_topic_query(name_en text, name_sv text, aliases text[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg('(' || part || ')', ' | ' ORDER BY part), '')::tsquery
    FROM (
      SELECT DISTINCT phraseto_tsquery(config, podbridge_unaccent(name))::text AS part
      FROM unnest(ARRAY[name_en, name_sv] || ARRAY(
        SELECT alias FROM unnest(aliases) AS alias WHERE length(alias) >= 4 OR alias = upper(alias)
      )) AS name
      CROSS JOIN unnest(ARRAY['simple', 'english', 'swedish']::regconfig[]) AS config
    ) AS parts
    WHERE part <> ''
  $$;--> statement-breakpoint
ALTER TYPE "public"."admin_action_kind" ADD VALUE 'create_topic';--> statement-breakpoint
ALTER TYPE "public"."admin_action_kind" ADD VALUE 'update_topic';--> statement-breakpoint
ALTER TYPE "public"."admin_action_kind" ADD VALUE 'delete_topic';--> statement-breakpoint
ALTER TYPE "public"."admin_action_target" ADD VALUE 'topic';--> statement-breakpoint
CREATE TABLE "podcast_guest_topics" (
	"podcast_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "podcast_guest_topics_pkey" PRIMARY KEY("podcast_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "suggestion_dismissals" (
	"user_id" integer NOT NULL,
	"podcast_id" integer NOT NULL,
	"expert_profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_dismissals_pkey" PRIMARY KEY("user_id","podcast_id","expert_profile_id")
);
--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "audience_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "recorded_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "rating_average" real;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "match_query" "tsquery" GENERATED ALWAYS AS (podbridge_topic_query("name_en", "name_sv", "aliases")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_guest_topics" ADD CONSTRAINT "podcast_guest_topics_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_guest_topics" ADD CONSTRAINT "podcast_guest_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_expert_profile_id_expert_profiles_id_fk" FOREIGN KEY ("expert_profile_id") REFERENCES "public"."expert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_guest_topics_topic_idx" ON "podcast_guest_topics" USING btree ("topic_id","podcast_id");--> statement-breakpoint
CREATE INDEX "suggestion_dismissals_podcast_idx" ON "suggestion_dismissals" USING btree ("podcast_id");--> statement-breakpoint
CREATE INDEX "suggestion_dismissals_expert_idx" ON "suggestion_dismissals" USING btree ("expert_profile_id");--> statement-breakpoint
CREATE INDEX "expert_profiles_recorded_idx" ON "expert_profiles" USING btree ("recorded_count","id");--> statement-breakpoint
CREATE INDEX "expert_profiles_rating_idx" ON "expert_profiles" USING btree ("rating_average","id");--> statement-breakpoint
-- An expert's track record as the directory filters and sorts by it: the recordings they did not dispute and the
-- average of the reviews they received, refreshed whenever one of their bookings or reviews changes.
CREATE OR REPLACE FUNCTION podbridge_refresh_expert_record(expert_user integer) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE expert_profiles SET
      recorded_count = (
        SELECT count(*) FROM bookings
        WHERE bookings.expert_id = expert_user AND bookings.status = 'recorded'
          AND bookings.expert_confirmation IS DISTINCT FROM 'disputed'
      ),
      rating_average = reviews.average,
      rating_count = reviews.total
    FROM (
      SELECT round(avg(rating), 1)::real AS average, count(*)::integer AS total
      FROM booking_reviews WHERE reviewee_id = expert_user
    ) AS reviews
    WHERE expert_profiles.user_id = expert_user
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION podbridge_booking_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM podbridge_refresh_expert_record(OLD.expert_id);
      ELSIF TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.expert_confirmation IS DISTINCT FROM NEW.expert_confirmation THEN
        PERFORM podbridge_refresh_expert_record(NEW.expert_id);
      END IF;
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER bookings_expert_record AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION podbridge_booking_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION podbridge_review_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM podbridge_refresh_expert_record(CASE WHEN TG_OP = 'DELETE' THEN OLD.reviewee_id ELSE NEW.reviewee_id END);
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER booking_reviews_expert_record AFTER INSERT OR UPDATE OR DELETE ON booking_reviews
  FOR EACH ROW EXECUTE FUNCTION podbridge_review_changed();--> statement-breakpoint
SELECT podbridge_refresh_expert_record(user_id) FROM expert_profiles;

-- Shows read from their own RSS feeds: the feed and its verification (podcast_feeds), the latest episodes
-- (podcast_episodes), and on podcasts the newest episode's date and the episodes' words for the search.
CREATE TABLE "podcast_episodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "podcast_episodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"podcast_id" integer NOT NULL,
	"guid" text NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone,
	"duration_seconds" integer,
	"link" text,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_feeds" (
	"podcast_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"verification_code" text NOT NULL,
	"verified_at" timestamp with time zone,
	"episode_count" integer DEFAULT 0 NOT NULL,
	"cadence_days" real,
	"checked_at" timestamp with time zone,
	"owner_refreshed_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_error" text,
	"failure_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "latest_episode_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "episode_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The search document takes the feed's episodes in too (weight C): the generated column is made again with its word
-- index and its statistics target (migration 0022).
ALTER TABLE "podcasts" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (podbridge_search_vector("title", 'A') || podbridge_search_vector("description", 'B') ||
          podbridge_search_vector("episode_words", 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "podcasts_search_document_idx" ON "podcasts" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "podcasts" ALTER COLUMN "search_document" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_feeds" ADD CONSTRAINT "podcast_feeds_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_episodes_guid_key" ON "podcast_episodes" USING btree ("podcast_id","guid");--> statement-breakpoint
CREATE INDEX "podcast_episodes_latest_idx" ON "podcast_episodes" USING btree ("podcast_id","published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "podcasts_latest_episode_idx" ON "podcasts" USING btree ("is_approved","latest_episode_at","id");--> statement-breakpoint
ANALYZE "podcasts";

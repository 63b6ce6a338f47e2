CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_sv" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (podbridge_search_vector("name_en" || ' ' || "name_sv" || ' ' || podbridge_join_words("aliases"), 'A')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_name_en_key" UNIQUE("name_en")
);
--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "talking_points" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "podcasts" drop column "search_document";--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (podbridge_search_vector("title", 'A') || podbridge_search_vector("description", 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" drop column "search_document";--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, podbridge_unaccent("name")), 'A') || podbridge_search_vector(podbridge_join_words("expertise") || ' ' || podbridge_join_words("talking_points"), 'B') || podbridge_search_vector("bio", 'C')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the documents dropped their indexes: the same indexes over the new documents.
CREATE INDEX "expert_profiles_search_document_idx" ON "expert_profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "podcasts_search_document_idx" ON "podcasts" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_sv" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "expert_categories" ADD COLUMN "name_sv" text;--> statement-breakpoint
ALTER TABLE "expert_categories" ADD COLUMN "topic_id" integer;--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "topics_search_document_idx" ON "topics" USING gin ("search_document");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_categories" ADD CONSTRAINT "expert_categories_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
DROP INDEX "podcasts_title_trigram_idx";--> statement-breakpoint
DROP INDEX "podcasts_listing_idx";--> statement-breakpoint
DROP INDEX "podcasts_owner_id_idx";--> statement-breakpoint
DROP INDEX "podcasts_category_id_idx";--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "search_title" text GENERATED ALWAYS AS (podbridge_unaccent(lower("title"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "podcasts_created_at_idx" ON "podcasts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "podcasts_search_title_trigram_idx" ON "podcasts" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "podcasts_listing_idx" ON "podcasts" USING btree ("is_approved","created_at","id");--> statement-breakpoint
CREATE INDEX "podcasts_owner_id_idx" ON "podcasts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "podcasts_category_id_idx" ON "podcasts" USING btree ("category_id","created_at");
-- The directories' word documents keep statistics on ten times as many words (the most common 10,000 instead of
-- 1,000). The planner estimates how many rows a search word matches from that list; a word not on it was guessed at
-- the frequency of the least common listed word, so a search of many rare words (a topic with its aliases in both
-- languages) was thought to match thousands of rows, and the count of its matches read the table from the start
-- (120 ms at 100,000 podcasts) instead of through the word index (7 ms).
ALTER TABLE "podcasts" ALTER COLUMN "search_document" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "expert_profiles" ALTER COLUMN "search_document" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "podcasts";--> statement-breakpoint
ANALYZE "expert_profiles";

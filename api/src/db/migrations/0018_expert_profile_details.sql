CREATE TYPE "public"."recording_format" AS ENUM('remote', 'in_person', 'both');--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "recording_format" "recording_format" DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "sample_url" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "past_appearances" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "expert_profiles_languages_idx" ON "expert_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "expert_profiles_region_idx" ON "expert_profiles" USING btree ("region");
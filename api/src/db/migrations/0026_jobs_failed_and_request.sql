ALTER TABLE "jobs" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("failed_at") WHERE "jobs"."failed_at" IS NOT NULL;
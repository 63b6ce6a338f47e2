CREATE TYPE "public"."admin_action_kind" AS ENUM('approve', 'reject', 'unpublish', 'republish', 'feature', 'unfeature', 'dismiss_report', 'warn_user', 'suspend_user', 'unsuspend_user');--> statement-breakpoint
CREATE TYPE "public"."admin_action_target" AS ENUM('podcast', 'expert', 'user', 'message_report');--> statement-breakpoint
CREATE TYPE "public"."report_resolution" AS ENUM('dismissed', 'warned', 'suspended');--> statement-breakpoint
ALTER TYPE "public"."approval_status" ADD VALUE 'unpublished';--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"admin_username" text NOT NULL,
	"action" "admin_action_kind" NOT NULL,
	"target_type" "admin_action_target" NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A podcast's review becomes a status like an expert profile's; is_approved is derived from it, so every approved
-- podcast stays approved. Dropping the old column drops podcasts_listing_idx, which is made again on the new one.
ALTER TABLE "podcasts" ADD COLUMN "approval_status" "approval_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
UPDATE "podcasts" SET "approval_status" = 'approved' WHERE "is_approved";--> statement-breakpoint
ALTER TABLE "podcasts" DROP COLUMN "is_approved";--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "is_approved" boolean GENERATED ALWAYS AS ("approval_status" = 'approved') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "podcasts_listing_idx" ON "podcasts" USING btree ("is_approved","created_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolution" "report_resolution";--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_actions_admin_idx" ON "admin_actions" USING btree ("admin_id","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id","created_at","id");--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcasts_featured_idx" ON "podcasts" USING btree ("featured_at") WHERE "podcasts"."featured_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "podcasts_review_idx" ON "podcasts" USING btree ("approval_status","created_at","id");--> statement-breakpoint
CREATE INDEX "expert_profiles_featured_idx" ON "expert_profiles" USING btree ("featured_at") WHERE "expert_profiles"."featured_at" IS NOT NULL;
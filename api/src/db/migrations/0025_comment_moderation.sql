ALTER TYPE "public"."admin_action_kind" ADD VALUE 'hide_comment';--> statement-breakpoint
ALTER TYPE "public"."admin_action_kind" ADD VALUE 'restore_comment';--> statement-breakpoint
ALTER TYPE "public"."admin_action_target" ADD VALUE 'comment';--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_reason" text;
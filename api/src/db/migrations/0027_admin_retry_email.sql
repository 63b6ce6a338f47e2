ALTER TYPE "public"."admin_action_kind" ADD VALUE 'retry_email';--> statement-breakpoint
ALTER TYPE "public"."admin_action_target" ADD VALUE 'email';
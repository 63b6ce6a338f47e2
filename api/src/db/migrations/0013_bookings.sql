CREATE TYPE "public"."booking_confirmation" AS ENUM('confirmed', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."booking_format" AS ENUM('remote', 'in_person');--> statement-breakpoint
CREATE TYPE "public"."booking_role" AS ENUM('podcaster', 'expert');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'proposed', 'scheduled', 'declined', 'cancelled', 'recorded', 'no_show');--> statement-breakpoint
CREATE TABLE "booking_reminder_sends" (
	"booking_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"hours_before" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminder_sends_pkey" PRIMARY KEY("booking_id","starts_at","hours_before","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "booking_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewee_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reviews_rating_range" CHECK ("booking_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"round" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"proposed_by" "booking_role" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"podcast_id" integer NOT NULL,
	"podcaster_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"topic" text NOT NULL,
	"format" "booking_format" NOT NULL,
	"place" text,
	"time_zone" text DEFAULT 'Europe/Stockholm' NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"recording_link" text,
	"note" text,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone,
	"decline_reason" text,
	"cancel_reason" text,
	"cancelled_by" "booking_role",
	"expert_confirmation" "booking_confirmation",
	"dispute_reason" text,
	"episode_link" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_two_sides" CHECK ("bookings"."podcaster_id" <> "bookings"."expert_id")
);
--> statement-breakpoint
ALTER TABLE "booking_reminder_sends" ADD CONSTRAINT "booking_reminder_sends_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminder_sends" ADD CONSTRAINT "booking_reminder_sends_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_podcast_id_podcasts_id_fk" FOREIGN KEY ("podcast_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_podcaster_id_users_id_fk" FOREIGN KEY ("podcaster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reviews_booking_reviewer_key" ON "booking_reviews" USING btree ("booking_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "booking_reviews_reviewee_idx" ON "booking_reviews" USING btree ("reviewee_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_round_start_key" ON "booking_slots" USING btree ("booking_id","round","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_podcaster_idx" ON "bookings" USING btree ("podcaster_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_expert_idx" ON "bookings" USING btree ("expert_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_podcast_idx" ON "bookings" USING btree ("podcast_id");--> statement-breakpoint
CREATE INDEX "bookings_podcaster_created_idx" ON "bookings" USING btree ("podcaster_id","created_at");
CREATE TABLE "message_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pkey" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"starts_conversation" boolean DEFAULT false NOT NULL,
	"withheld" boolean DEFAULT false NOT NULL,
	"pair_low" integer GENERATED ALWAYS AS (least("sender_id", "receiver_id")) STORED NOT NULL,
	"pair_high" integer GENERATED ALWAYS AS (greatest("sender_id", "receiver_id")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_user_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."user_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_key" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at","id") WHERE "message_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "user_blocks_blocker_created_idx" ON "user_blocks" USING btree ("blocker_id","created_at");--> statement-breakpoint
CREATE INDEX "user_messages_pair_idx" ON "user_messages" USING btree ("pair_low","pair_high","id");--> statement-breakpoint
CREATE INDEX "user_messages_sender_idx" ON "user_messages" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "user_messages_receiver_idx" ON "user_messages" USING btree ("receiver_id","id");--> statement-breakpoint
CREATE INDEX "user_messages_unread_idx" ON "user_messages" USING btree ("receiver_id","sender_id") WHERE "user_messages"."read_at" IS NULL AND NOT "user_messages"."withheld";--> statement-breakpoint
CREATE INDEX "user_messages_new_conversations_idx" ON "user_messages" USING btree ("sender_id","created_at") WHERE "user_messages"."starts_conversation";--> statement-breakpoint
CREATE INDEX "users_search_username_trigram_idx" ON "users" USING gin (podbridge_unaccent(lower("username")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expert_profiles_search_expertise_trigram_idx" ON "expert_profiles" USING gin (podbridge_unaccent(lower(podbridge_join_words("expertise"))) gin_trgm_ops);
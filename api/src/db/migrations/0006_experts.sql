CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "expert_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "expert_categories_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "expert_profile_categories" (
	"profile_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "expert_profile_categories_pkey" PRIMARY KEY("profile_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"bio" text NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_years" integer NOT NULL,
	"website" text,
	"social_media" text,
	"email" text,
	"profile_picture" text,
	"approval_status" "approval_status" DEFAULT 'pending' NOT NULL,
	"search_name" text GENERATED ALWAYS AS (podbridge_unaccent(lower("name"))) STORED NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, podbridge_unaccent("name")), 'A') || setweight(to_tsvector('simple'::regconfig, podbridge_unaccent(coalesce(podbridge_join_words("expertise"), ''))), 'B') || setweight(to_tsvector('simple'::regconfig, podbridge_unaccent("bio")), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_profile_categories" ADD CONSTRAINT "expert_profile_categories_profile_id_expert_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."expert_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profile_categories" ADD CONSTRAINT "expert_profile_categories_category_id_expert_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expert_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_profile_categories_category_idx" ON "expert_profile_categories" USING btree ("category_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_profiles_user_id_key" ON "expert_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expert_profiles_listing_idx" ON "expert_profiles" USING btree ("approval_status","created_at","id");--> statement-breakpoint
CREATE INDEX "expert_profiles_created_at_idx" ON "expert_profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "expert_profiles_search_document_idx" ON "expert_profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "expert_profiles_search_name_trigram_idx" ON "expert_profiles" USING gin ("search_name" gin_trgm_ops);
DROP INDEX "expert_profiles_recorded_idx";--> statement-breakpoint
CREATE INDEX "expert_profiles_recorded_idx" ON "expert_profiles" USING btree ("recorded_count","created_at","id");
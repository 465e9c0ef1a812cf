-- pg_trgm ships with PostgreSQL (contrib) and PGlite (loaded in server/db/client.ts openPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "courses_active_created_idx";--> statement-breakpoint
CREATE INDEX "courses_list_newest_idx" ON "courses" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_list_popular_idx" ON "courses" USING btree ("is_active",(case when "purchased_use_original" or "purchased_admin_value" is null then "purchased_count" else "purchased_admin_value" end),"id");--> statement-breakpoint
CREATE INDEX "courses_list_rating_idx" ON "courses" USING btree ("is_active",(case when "ratings_use_original" or "ratings_admin_value" is null then "ratings_average" else "ratings_admin_value" end),"id");--> statement-breakpoint
CREATE INDEX "courses_list_price_idx" ON "courses" USING btree ("is_active","price_poisha","id");--> statement-breakpoint
CREATE INDEX "courses_level_language_idx" ON "courses" USING btree ("is_active","level","language");--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);
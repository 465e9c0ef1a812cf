CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_approved_created_idx" ON "reviews" USING btree ("is_approved","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_reported_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."report_count" > 0;
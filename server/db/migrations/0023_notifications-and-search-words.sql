CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"question_answer_emails" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_token_idx" ON "notification_preferences" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "user_notifications_user_created_idx" ON "user_notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_notifications_user_unread_idx" ON "user_notifications" USING btree ("user_id") WHERE "user_notifications"."read_at" is null;--> statement-breakpoint
CREATE TABLE "course_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_search_words_trgm_idx" ON "course_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of a search text: runs of Latin letters, digits and Bengali (server/modules/courses/search.ts
-- SEARCH_WORD_SEPARATOR says the same), of 4 to 40 characters (shorter ones are never corrected).
CREATE FUNCTION "course_search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- qualified: pg_restore runs with an empty search_path
  INSERT INTO "public"."course_search_words" ("word")
  SELECT DISTINCT w FROM regexp_split_to_table(NEW."search_text", '[^0-9a-z\u00c0-\u024f\u0980-\u09ff]+') AS w
  WHERE length(w) BETWEEN 4 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_search_words" AFTER INSERT OR UPDATE OF "search_text" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "course_search_words_add"();--> statement-breakpoint
INSERT INTO "course_search_words" ("word")
SELECT DISTINCT w FROM "courses", regexp_split_to_table("search_text", '[^0-9a-z\u00c0-\u024f\u0980-\u09ff]+') AS w
WHERE length(w) BETWEEN 4 AND 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The bought enrolments so far; admin and free enrolments were counted as sales before (issue 36 §9).
UPDATE "courses" SET "sales_count" = s.n
FROM (SELECT "course_id", count(*)::int AS n FROM "user_courses" WHERE "source" = 'purchase' GROUP BY "course_id") s
WHERE s."course_id" = "courses"."id";

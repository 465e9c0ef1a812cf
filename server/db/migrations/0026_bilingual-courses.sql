-- Issue 34, decision 0092: a course's texts hold Bengali and English ({"bn","en"}). Each existing value goes into
-- the language its script says (any Bengali letter: bn, else en); the course's primary language is its name's.
CREATE FUNCTION "bilingual_of"(value text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value ~ '[\u0980-\u09ff]' THEN jsonb_build_object('bn', value, 'en', '')
    ELSE jsonb_build_object('bn', '', 'en', coalesce(value, '')) END
$$;--> statement-breakpoint
CREATE FUNCTION "bilingual_titles"(items jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_set(item, '{title}', "bilingual_of"(item->>'title')) ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(items) WITH ORDINALITY AS t(item, n)
$$;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "primary_language" text DEFAULT 'bn' NOT NULL;--> statement-breakpoint
UPDATE "courses" SET "primary_language" = CASE WHEN "name" ~ '[\u0980-\u09ff]' THEN 'bn' ELSE 'en' END;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "name" SET DATA TYPE jsonb USING "bilingual_of"("name");--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "description" SET DATA TYPE jsonb USING "bilingual_of"("description");--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "tags" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "tags" SET DATA TYPE jsonb USING "bilingual_of"("tags");--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "tags" SET DEFAULT '{"bn":"","en":""}'::jsonb;--> statement-breakpoint
UPDATE "courses" SET "benefits" = "bilingual_titles"("benefits"), "prerequisites" = "bilingual_titles"("prerequisites");--> statement-breakpoint
DROP FUNCTION "bilingual_titles"(jsonb);--> statement-breakpoint
DROP FUNCTION "bilingual_of"(text);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_primary_language_check" CHECK ("courses"."primary_language" in ('bn', 'en'));

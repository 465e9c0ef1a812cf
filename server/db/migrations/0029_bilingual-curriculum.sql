-- Issue 34, decision 0099: a course's curriculum holds Bengali and English ({"bn","en"}) as its own texts do (0026):
-- section titles, lesson titles, descriptions, announcements and each link's title. Each existing value goes into
-- the language its script says (any Bengali letter: bn, else en); an announcement that was none stays none.
CREATE FUNCTION "bilingual_of"(value text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value ~ '[\u0980-\u09ff]' THEN jsonb_build_object('bn', value, 'en', '')
    ELSE jsonb_build_object('bn', '', 'en', coalesce(value, '')) END
$$;--> statement-breakpoint
CREATE FUNCTION "bilingual_titles"(items jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_set(item, '{title}', "bilingual_of"(item->>'title')) ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(items) WITH ORDINALITY AS t(item, n)
$$;--> statement-breakpoint
ALTER TABLE "course_sections" ALTER COLUMN "title" SET DATA TYPE jsonb USING "bilingual_of"("title");--> statement-breakpoint
ALTER TABLE "course_lessons" ALTER COLUMN "title" SET DATA TYPE jsonb USING "bilingual_of"("title");--> statement-breakpoint
ALTER TABLE "course_lessons" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "course_lessons" ALTER COLUMN "description" SET DATA TYPE jsonb USING "bilingual_of"("description");--> statement-breakpoint
ALTER TABLE "course_lessons" ALTER COLUMN "description" SET DEFAULT '{"bn":"","en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "course_lessons" ALTER COLUMN "announcement" SET DATA TYPE jsonb USING CASE WHEN "announcement" IS NULL THEN NULL ELSE "bilingual_of"("announcement") END;--> statement-breakpoint
UPDATE "course_lessons" SET "links" = "bilingual_titles"("links");--> statement-breakpoint
DROP FUNCTION "bilingual_titles"(jsonb);--> statement-breakpoint
DROP FUNCTION "bilingual_of"(text);

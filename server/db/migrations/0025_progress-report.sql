DROP INDEX "course_progress_course_active_idx";--> statement-breakpoint
DROP INDEX "course_progress_course_completed_idx";--> statement-breakpoint
ALTER TABLE "course_progress" ALTER COLUMN "last_active_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "course_progress" ALTER COLUMN "last_active_at" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "course_progress_course_active_idx" ON "course_progress" USING btree ("course_id","last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_progress_course_completed_idx" ON "course_progress" USING btree ("course_id","completed_lessons","user_id");--> statement-breakpoint
-- One course_progress row per enrolment: the enrolments with no progress yet get theirs, never active.
INSERT INTO "course_progress" ("user_id", "course_id", "last_active_at", "completed_lessons")
SELECT e."user_id", e."course_id", NULL, 0 FROM "user_courses" e
ON CONFLICT ("user_id", "course_id") DO NOTHING;

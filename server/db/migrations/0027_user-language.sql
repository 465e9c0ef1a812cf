-- Issue 34, decision 0097: the language the server writes to each user in. Existing users get the site's primary
-- language (English, as server/lib/reader-language.ts falls back to).
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('bn', 'en'));
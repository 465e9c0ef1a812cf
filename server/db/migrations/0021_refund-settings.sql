CREATE TABLE "refund_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	"window_days" integer DEFAULT 7 NOT NULL,
	"progress_limit_percent" integer DEFAULT 30 NOT NULL,
	"terms_en" text,
	"terms_bn" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "language" text;
CREATE TABLE "certificate_names" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_bn" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'bn' NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_pdfs" (
	"certificate_id" text NOT NULL,
	"lang" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_pdfs_certificate_id_lang_pk" PRIMARY KEY("certificate_id","lang")
);
--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"signer_name" jsonb NOT NULL,
	"signer_title" jsonb NOT NULL,
	"statement" jsonb NOT NULL,
	"signature_png" "bytea",
	"accent" text DEFAULT '#4f46e5' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_templates_one_check" CHECK ("certificate_templates"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"status_index" integer GENERATED ALWAYS AS IDENTITY (sequence name "certificates_status_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"course_name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_bn" text DEFAULT '' NOT NULL,
	"name_chosen" text DEFAULT 'account' NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"reissue_of" text,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "certificates_name_check" CHECK ("certificates"."name_en" <> '' or "certificates"."name_bn" <> '')
);
--> statement-breakpoint
CREATE TABLE "certificate_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_names" ADD CONSTRAINT "certificate_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_pdfs" ADD CONSTRAINT "certificate_pdfs_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_valid_once_idx" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."status" = 'valid';--> statement-breakpoint
CREATE INDEX "certificates_user_course_idx" ON "certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_completed_idx" ON "certificates" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "certificates_search_trgm_idx" ON "certificates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index_idx" ON "certificates" USING btree ("status_index");
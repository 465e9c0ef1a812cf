CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response_due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"name" text,
	"address" text,
	"bin_vat" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "credit_note_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pending_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_complaints" ADD CONSTRAINT "order_complaints_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_complaints_status_idx" ON "order_complaints" USING btree ("status","response_due_at");--> statement-breakpoint
CREATE INDEX "order_complaints_order_idx" ON "order_complaints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_complaints_user_idx" ON "order_complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_credit_note_idx" ON "payment_refunds" USING btree ("credit_note_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_idx" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
-- Payments paid before receipts were numbered take the first numbers, in the order they were paid.
UPDATE "payments" AS p SET "receipt_number" = n.num
FROM (
  SELECT "id", row_number() OVER (ORDER BY COALESCE("paid_at", "created_at"), "id") AS num
  FROM "payments" WHERE "status" = 'paid' AND "gateway_mode" <> 'free'
) AS n
WHERE p."id" = n."id";--> statement-breakpoint
UPDATE "payment_refunds" AS r SET "credit_note_number" = n.num
FROM (
  SELECT r2."id", row_number() OVER (ORDER BY COALESCE(r2."refunded_at", r2."created_at"), r2."id") AS num
  FROM "payment_refunds" r2 JOIN "payments" p2 ON p2."id" = r2."payment_id"
  WHERE r2."status" = 'refunded' AND r2."order_id" IS NOT NULL AND p2."receipt_number" IS NOT NULL
) AS n
WHERE r."id" = n."id";--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "last_number") VALUES
  ('receipt', (SELECT COALESCE(MAX("receipt_number"), 0) FROM "payments")),
  ('credit_note', (SELECT COALESCE(MAX("credit_note_number"), 0) FROM "payment_refunds"));

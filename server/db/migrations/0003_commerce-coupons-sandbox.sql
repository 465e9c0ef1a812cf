CREATE TABLE "sandbox_gateway_charges" (
	"hash" text PRIMARY KEY NOT NULL,
	"invoice_id" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"amount" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"redirect_url" text NOT NULL,
	"return_type" text NOT NULL,
	"cancel_url" text NOT NULL,
	"webhook_url" text,
	"status" text DEFAULT 'UNPAID' NOT NULL,
	"payment_method" text,
	"sender_number" text,
	"transaction_id" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_courses" (
	"coupon_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	CONSTRAINT "coupon_courses_coupon_id_course_id_pk" PRIMARY KEY("coupon_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_ref" text NOT NULL,
	"discount_poisha" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount_poisha" integer,
	"min_order_poisha" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"per_user_limit" integer,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper_check" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_discount_value_check" CHECK ("coupons"."discount_value" > 0 and ("coupons"."discount_type" <> 'percent' or "coupons"."discount_value" <= 100)),
	CONSTRAINT "coupons_amounts_check" CHECK ("coupons"."min_order_poisha" >= 0 and ("coupons"."max_discount_poisha" is null or "coupons"."max_discount_poisha" > 0)),
	CONSTRAINT "coupons_limits_check" CHECK (("coupons"."usage_limit" is null or "coupons"."usage_limit" > 0) and ("coupons"."per_user_limit" is null or "coupons"."per_user_limit" > 0)),
	CONSTRAINT "coupons_times_used_check" CHECK ("coupons"."times_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_courses" ADD CONSTRAINT "coupon_courses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_charges_invoice_idx" ON "sandbox_gateway_charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "coupon_courses_course_idx" ON "coupon_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_ref_idx" ON "coupon_redemptions" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at");
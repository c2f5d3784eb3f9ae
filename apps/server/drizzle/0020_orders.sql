CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"product_slug" text,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"unit" text NOT NULL,
	"pack_en" text DEFAULT '' NOT NULL,
	"pack_es" text DEFAULT '' NOT NULL,
	"quantity" numeric(8, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" text NOT NULL,
	"price_list_id" uuid,
	"price_list_slug" text,
	"price_list_name" text NOT NULL,
	"delivery_date" date NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"note" text,
	"total" numeric(12, 2) NOT NULL,
	"idempotency_key" text,
	"request_digest" text,
	"placed_late" boolean DEFAULT false NOT NULL,
	"minimum_waived" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "business_size" text DEFAULT 'small' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "delivery_days" text[];--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "substitutions_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "substitution_limit" integer;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "minimum_waived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "late_order_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("customer_id","idempotency_key") WHERE "orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_delivery_idx" ON "orders" USING btree ("delivery_date","status");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_business_size_check" CHECK ("user"."business_size" in ('small', 'medium', 'large'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_substitution_limit_check" CHECK ("user"."substitution_limit" is null or "user"."substitution_limit" between 0 and 100);
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"price_list_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"changed_by" text,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_items" (
	"price_list_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quantity" numeric(12, 2),
	"price_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_items_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id"),
	CONSTRAINT "price_items_price_check" CHECK ("price_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_shares" (
	"price_list_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "price_list_shares_price_list_id_user_id_pk" PRIMARY KEY("price_list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_template" boolean DEFAULT false NOT NULL,
	"tier" text,
	"parent_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_tier_check" CHECK ("price_lists"."tier" is null or "price_lists"."tier" in ('small', 'medium', 'large')),
	CONSTRAINT "price_lists_id_check" CHECK ("price_lists"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"category" text,
	"unit" text NOT NULL,
	"pack_en" text DEFAULT '' NOT NULL,
	"pack_es" text DEFAULT '' NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"quickbooks_id" text,
	"quantity" numeric(12, 2) DEFAULT '0' NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_quickbooks_id_unique" UNIQUE("quickbooks_id"),
	CONSTRAINT "products_category_check" CHECK ("products"."category" is null or "products"."category" in ('vegetables', 'fruits', 'dry_produce', 'herbs', 'others'))
);
--> statement-breakpoint
CREATE TABLE "company_facts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"facts" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_facts_single_row" CHECK ("company_facts"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"reason" text NOT NULL,
	"purchase_size" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_items" ADD CONSTRAINT "price_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_items" ADD CONSTRAINT "price_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_shares" ADD CONSTRAINT "price_list_shares_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_shares" ADD CONSTRAINT "price_list_shares_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_parent_id_price_lists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_facts" ADD CONSTRAINT "company_facts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_list_product_idx" ON "price_history" USING btree ("price_list_id","product_id","changed_at");--> statement-breakpoint
CREATE INDEX "price_items_product_idx" ON "price_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_list_shares_user_idx" ON "price_list_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "price_lists" ("id", "name", "description", "is_template", "tier") VALUES
  ('small-business', 'Small business', 'Standard prices for small businesses', true, 'small'),
  ('medium-business', 'Medium business', 'Standard prices for medium businesses', true, 'medium'),
  ('large-business', 'Large business', 'Standard prices for large businesses, with volume discounts', true, 'large');

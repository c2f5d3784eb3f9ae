CREATE SEQUENCE "public"."invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cutoff" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_routes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" text,
	"customer_name" text NOT NULL,
	"billing_address" text,
	"invoice_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"credit" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"weight_estimate" numeric(12, 2),
	"weight_actual" numeric(12, 2),
	"weight_flagged" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	"exported_by" text,
	"exported_as" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_exported_as_check" CHECK ("invoices"."exported_as" is null or "invoices"."exported_as" in ('iif', 'qbo'))
);
--> statement-breakpoint
CREATE TABLE "order_substitutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_position" integer NOT NULL,
	"product_id" uuid,
	"product_slug" text,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"unit" text NOT NULL,
	"pack_en" text DEFAULT '' NOT NULL,
	"pack_es" text DEFAULT '' NOT NULL,
	"quickbooks_item" text,
	"price" numeric(12, 2) NOT NULL,
	"quantity" numeric(8, 2) NOT NULL,
	"replaces" numeric(8, 2) NOT NULL,
	"decision" text NOT NULL,
	"state" text NOT NULL,
	"deadline" timestamp with time zone,
	"token_hash" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_substitutions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "order_substitutions_decision_check" CHECK ("order_substitutions"."decision" in ('apply', 'reduce', 'ask')),
	CONSTRAINT "order_substitutions_state_check" CHECK ("order_substitutions"."state" in ('applied', 'reduced', 'asked', 'approved', 'declined', 'expired')),
	CONSTRAINT "order_substitutions_quantity_check" CHECK ("order_substitutions"."quantity" > 0 and "order_substitutions"."replaces" > 0),
	CONSTRAINT "order_substitutions_deadline_check" CHECK ("order_substitutions"."state" <> 'asked' or "order_substitutions"."deadline" is not null)
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"route_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "quickbooks_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quickbooks_item" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_by_weight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "case_weight" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sold_by_weight" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "case_weight" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivered" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "case_weights" numeric(8, 2)[];--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "quickbooks_item" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_exported_by_user_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_delivery_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."delivery_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","number");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE UNIQUE INDEX "order_substitutions_line_idx" ON "order_substitutions" USING btree ("order_id","line_position");--> statement-breakpoint
CREATE INDEX "route_stops_route_idx" ON "route_stops" USING btree ("route_id","position");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_case_weight_check" CHECK ((not "products"."sold_by_weight" or "products"."case_weight" > 0) and ("products"."case_weight" is null or "products"."case_weight" > 0));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_delivered_check" CHECK ("order_lines"."delivered" is null or ("order_lines"."delivered" >= 0 and "order_lines"."delivered" <= "order_lines"."quantity"));
CREATE TABLE "list_send_recipients" (
	"send_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"language" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"done_by" text,
	CONSTRAINT "list_send_recipients_send_id_customer_id_channel_pk" PRIMARY KEY("send_id","customer_id","channel"),
	CONSTRAINT "list_send_recipients_channel_check" CHECK ("list_send_recipients"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "list_send_recipients_state_check" CHECK ("list_send_recipients"."state" in ('pending', 'sending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "list_send_recipients_language_check" CHECK ("list_send_recipients"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "list_send_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_list_id" uuid NOT NULL,
	"channels" text[] NOT NULL,
	"time" text NOT NULL,
	"weekdays" text[] NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	CONSTRAINT "list_send_schedules_time_check" CHECK ("list_send_schedules"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "list_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_list_id" uuid NOT NULL,
	"channels" text[] NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"schedule_id" uuid,
	"idempotency_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_alert_checks" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	"quantity" numeric(8, 2),
	"delivery_date" date,
	"note_en" text,
	"note_es" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_move_notes" (
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"note_en" text NOT NULL,
	"note_es" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_move_notes_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "standing_order_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"standing_order_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"automatic" boolean DEFAULT false NOT NULL,
	"reason" text,
	"order_id" uuid,
	"reminded_at" timestamp with time zone,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_order_drafts_state_check" CHECK ("standing_order_drafts"."state" in ('draft', 'placed', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "standing_order_lines" (
	"standing_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(8, 2) NOT NULL,
	CONSTRAINT "standing_order_lines_standing_order_id_position_pk" PRIMARY KEY("standing_order_id","position"),
	CONSTRAINT "standing_order_lines_quantity_check" CHECK ("standing_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"price_list_id" uuid NOT NULL,
	"name" text NOT NULL,
	"weekdays" text[] NOT NULL,
	"lead_hours" integer DEFAULT 12 NOT NULL,
	"when_unanswered" text DEFAULT 'place' NOT NULL,
	"note" text,
	"paused_at" timestamp with time zone,
	"created_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_orders_lead_check" CHECK ("standing_orders"."lead_hours" between 1 and 72),
	CONSTRAINT "standing_orders_unanswered_check" CHECK ("standing_orders"."when_unanswered" in ('place', 'skip'))
);
--> statement-breakpoint
ALTER TABLE "pricing_settings" ADD COLUMN "alert_move_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "list_send_recipients" ADD CONSTRAINT "list_send_recipients_send_id_list_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."list_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_send_recipients" ADD CONSTRAINT "list_send_recipients_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_send_recipients" ADD CONSTRAINT "list_send_recipients_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_send_schedules" ADD CONSTRAINT "list_send_schedules_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_send_schedules" ADD CONSTRAINT "list_send_schedules_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_send_schedules" ADD CONSTRAINT "list_send_schedules_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_sends" ADD CONSTRAINT "list_sends_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_sends" ADD CONSTRAINT "list_sends_schedule_id_list_send_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."list_send_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_sends" ADD CONSTRAINT "list_sends_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_checks" ADD CONSTRAINT "price_alert_checks_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_move_notes" ADD CONSTRAINT "price_move_notes_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_move_notes" ADD CONSTRAINT "price_move_notes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_move_notes" ADD CONSTRAINT "price_move_notes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_drafts" ADD CONSTRAINT "standing_order_drafts_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_drafts" ADD CONSTRAINT "standing_order_drafts_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_drafts" ADD CONSTRAINT "standing_order_drafts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_standing_order_id_standing_orders_id_fk" FOREIGN KEY ("standing_order_id") REFERENCES "public"."standing_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_order_lines" ADD CONSTRAINT "standing_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_orders" ADD CONSTRAINT "standing_orders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_send_recipients_customer_idx" ON "list_send_recipients" USING btree ("customer_id","channel","sent_at");--> statement-breakpoint
CREATE INDEX "list_send_schedules_due_idx" ON "list_send_schedules" USING btree ("next_run_at") WHERE "list_send_schedules"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "list_send_schedules_list_idx" ON "list_send_schedules" USING btree ("price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_sends_idempotency_idx" ON "list_sends" USING btree ("price_list_id","idempotency_key") WHERE "list_sends"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "list_sends_list_idx" ON "list_sends" USING btree ("price_list_id","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_customer_idx" ON "price_alerts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_drafts_date_idx" ON "standing_order_drafts" USING btree ("standing_order_id","delivery_date");--> statement-breakpoint
CREATE INDEX "standing_order_drafts_open_idx" ON "standing_order_drafts" USING btree ("state","delivery_date");--> statement-breakpoint
CREATE UNIQUE INDEX "standing_order_drafts_token_idx" ON "standing_order_drafts" USING btree ("token_hash") WHERE "standing_order_drafts"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "standing_order_lines_product_idx" ON "standing_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "standing_orders_customer_idx" ON "standing_orders" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "pricing_settings" ADD CONSTRAINT "pricing_settings_alert_move_check" CHECK ("pricing_settings"."alert_move_bp" between 100 and 100000);
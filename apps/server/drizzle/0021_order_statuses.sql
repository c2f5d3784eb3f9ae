CREATE TABLE "order_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered', 'cancelled'));--> statement-breakpoint
INSERT INTO "order_status_changes" ("order_id", "status", "changed_by", "changed_at")
  SELECT "id", 'placed', "customer_id", "created_at" FROM "orders"
  UNION ALL SELECT "id", 'confirmed', "confirmed_by", "confirmed_at" FROM "orders" WHERE "confirmed_at" IS NOT NULL
  UNION ALL SELECT "id", 'cancelled', "cancelled_by", "cancelled_at" FROM "orders" WHERE "cancelled_at" IS NOT NULL
  ORDER BY 4;

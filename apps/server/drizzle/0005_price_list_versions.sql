-- Price lists get a uuid id and keep their readable id as a unique slug; every save becomes a
-- numbered version. The data of before is kept: ids are rewritten in place, and the existing price
-- history is grouped into versions (one per list, time, author and reason), after a version 1 that
-- stands for the prices the list had before its first recorded change. A history row's version
-- says who made it: the row's own author column (and its foreign key) goes.
CREATE TABLE "price_list_versions" (
	"price_list_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"author_id" text,
	"author_email" text,
	"reason" text,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"below_floor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_versions_price_list_id_number_pk" PRIMARY KEY("price_list_id","number")
);
--> statement-breakpoint
ALTER TABLE "price_history" DROP CONSTRAINT "price_history_price_list_id_price_lists_id_fk";--> statement-breakpoint
ALTER TABLE "price_history" DROP CONSTRAINT "price_history_changed_by_user_id_fk";--> statement-breakpoint
DROP INDEX "price_history_list_product_idx";--> statement-breakpoint
DROP INDEX "price_history_product_idx";--> statement-breakpoint
ALTER TABLE "price_items" DROP CONSTRAINT "price_items_price_list_id_price_lists_id_fk";--> statement-breakpoint
ALTER TABLE "price_list_shares" DROP CONSTRAINT "price_list_shares_price_list_id_price_lists_id_fk";--> statement-breakpoint
ALTER TABLE "price_lists" DROP CONSTRAINT "price_lists_parent_id_price_lists_id_fk";--> statement-breakpoint
ALTER TABLE "price_lists" DROP CONSTRAINT "price_lists_id_check";--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "new_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
UPDATE "price_lists" SET "slug" = "id";--> statement-breakpoint
UPDATE "price_items" i SET "price_list_id" = l."new_id"::text FROM "price_lists" l WHERE l."id" = i."price_list_id";--> statement-breakpoint
UPDATE "price_history" h SET "price_list_id" = l."new_id"::text FROM "price_lists" l WHERE l."id" = h."price_list_id";--> statement-breakpoint
UPDATE "price_list_shares" s SET "price_list_id" = l."new_id"::text FROM "price_lists" l WHERE l."id" = s."price_list_id";--> statement-breakpoint
UPDATE "price_lists" c SET "parent_id" = p."new_id"::text FROM "price_lists" p WHERE p."id" = c."parent_id";--> statement-breakpoint
UPDATE "price_lists" SET "id" = "new_id"::text;--> statement-breakpoint
ALTER TABLE "price_lists" DROP COLUMN "new_id";--> statement-breakpoint
ALTER TABLE "price_lists" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_lists" ALTER COLUMN "id" SET DATA TYPE uuid USING "id"::uuid;--> statement-breakpoint
ALTER TABLE "price_lists" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();--> statement-breakpoint
ALTER TABLE "price_lists" ALTER COLUMN "parent_id" SET DATA TYPE uuid USING "parent_id"::uuid;--> statement-breakpoint
ALTER TABLE "price_history" ALTER COLUMN "price_list_id" SET DATA TYPE uuid USING "price_list_id"::uuid;--> statement-breakpoint
ALTER TABLE "price_items" ALTER COLUMN "price_list_id" SET DATA TYPE uuid USING "price_list_id"::uuid;--> statement-breakpoint
ALTER TABLE "price_list_shares" ALTER COLUMN "price_list_id" SET DATA TYPE uuid USING "price_list_id"::uuid;--> statement-breakpoint
ALTER TABLE "price_items" ADD COLUMN "overridden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "adjust_kind" text;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "adjust_direction" text;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "adjust_value" integer;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "rounding" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "version" integer;--> statement-breakpoint
-- Versions 2..n: the recorded changes, one version per list, time, author and reason.
INSERT INTO "price_list_versions" ("price_list_id", "number", "author_id", "author_email", "reason", "added", "changed", "removed", "created_at")
SELECT g."price_list_id", g."number", g."changed_by", u."email", g."reason", g."added", g."changed", g."removed", g."changed_at"
FROM (
	SELECT "price_list_id", "changed_at", "changed_by", "reason",
		(row_number() OVER (PARTITION BY "price_list_id" ORDER BY "changed_at", "changed_by", "reason") + 1)::integer AS "number",
		(count(*) FILTER (WHERE "old_price" IS NULL))::integer AS "added",
		(count(*) FILTER (WHERE "old_price" IS NOT NULL AND "new_price" IS NOT NULL))::integer AS "changed",
		(count(*) FILTER (WHERE "new_price" IS NULL))::integer AS "removed"
	FROM "price_history"
	GROUP BY "price_list_id", "changed_at", "changed_by", "reason"
) g LEFT JOIN "user" u ON u."id" = g."changed_by";--> statement-breakpoint
UPDATE "price_history" h SET "version" = v."number" FROM "price_list_versions" v
WHERE v."price_list_id" = h."price_list_id" AND v."number" > 1 AND v."created_at" = h."changed_at"
	AND v."author_id" IS NOT DISTINCT FROM h."changed_by" AND v."reason" IS NOT DISTINCT FROM h."reason";--> statement-breakpoint
-- Version 1: the prices the list held before its first recorded change (so that adding up every
-- version's added and removed items gives today's count).
INSERT INTO "price_list_versions" ("price_list_id", "number", "author_id", "author_email", "reason", "added", "created_at")
SELECT l."id", 1, l."created_by", u."email", NULL,
	greatest(0, (SELECT count(*) FROM "price_items" i WHERE i."price_list_id" = l."id")
		- coalesce((SELECT sum(v."added") - sum(v."removed") FROM "price_list_versions" v WHERE v."price_list_id" = l."id"), 0))::integer,
	least(l."created_at", coalesce((SELECT min(h."changed_at") FROM "price_history" h WHERE h."price_list_id" = l."id"), l."created_at"))
FROM "price_lists" l LEFT JOIN "user" u ON u."id" = l."created_by";--> statement-breakpoint
UPDATE "price_lists" l SET "version" = (SELECT max(v."number") FROM "price_list_versions" v WHERE v."price_list_id" = l."id");--> statement-breakpoint
ALTER TABLE "price_history" ALTER COLUMN "version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_history" DROP COLUMN "changed_by";--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_items" ADD CONSTRAINT "price_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_shares" ADD CONSTRAINT "price_list_shares_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_versions" ADD CONSTRAINT "price_list_versions_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_versions" ADD CONSTRAINT "price_list_versions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_parent_id_price_lists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_list_product_version_idx" ON "price_history" USING btree ("price_list_id","product_id","version");--> statement-breakpoint
CREATE INDEX "price_history_list_version_idx" ON "price_history" USING btree ("price_list_id","version");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_lists_parent_idx" ON "price_lists" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_slug_check" CHECK ("price_lists"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_adjustment_check" CHECK (("price_lists"."adjust_kind" is null and "price_lists"."adjust_direction" is null and "price_lists"."adjust_value" is null and "price_lists"."rounding" is null)
        or ("price_lists"."adjust_kind" in ('percent', 'amount') and "price_lists"."adjust_direction" in ('up', 'down') and "price_lists"."adjust_value" >= 0
          and "price_lists"."rounding" in ('cent', 'nickel', 'x9')));--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_linked_check" CHECK (not "price_lists"."linked" or ("price_lists"."parent_id" is not null and "price_lists"."adjust_kind" is not null));--> statement-breakpoint
-- Versions of a list are the list's own: bump the catalogue revision like its items do.
CREATE TRIGGER price_list_versions_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_versions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_revision('catalogue');
--> statement-breakpoint
CREATE TABLE "pricing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_margin_bp" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_settings_single_row" CHECK ("pricing_settings"."id" = 1),
	CONSTRAINT "pricing_settings_margin_check" CHECK ("pricing_settings"."min_margin_bp" >= 0 and "pricing_settings"."min_margin_bp" < 10000)
);
--> statement-breakpoint
ALTER TABLE "pricing_settings" ADD CONSTRAINT "pricing_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "pricing_settings" ("id", "min_margin_bp") VALUES (1, 0);--> statement-breakpoint
CREATE TABLE "price_list_exclusions" (
	"price_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "price_list_exclusions_price_list_id_product_id_pk" PRIMARY KEY("price_list_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "price_list_exclusions" ADD CONSTRAINT "price_list_exclusions_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_exclusions" ADD CONSTRAINT "price_list_exclusions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A save rewrites many items in place (price, override, change time; no indexed column): room left
-- in each page lets PostgreSQL keep the new row version on the same page without touching the indexes.
ALTER TABLE "price_items" SET (fillfactor = 70);

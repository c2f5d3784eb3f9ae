-- Products the QuickBooks import creates arrive as drafts: staff see them and review them; the public and
-- customers see a product only once it is published. Every existing product is published (false).
ALTER TABLE "products" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Drafts are few beside the catalogue: a partial index finds them (the staff's "Needs review") without
-- touching the public reads, which keep their plans (nearly every product is published, so "not draft"
-- is no filter worth an index of its own, and one more index on products slows every import's writes).
CREATE INDEX "products_draft_idx" ON "products" USING btree ("name_en","id") WHERE "products"."archived_at" IS NULL AND "products"."draft";--> statement-breakpoint
-- The dry run's proposed match for a row the catalogue does not match, and the staff's decision on it.
ALTER TABLE "import_rows" ADD COLUMN "proposed_product_id" uuid;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "match_decision" text;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_proposed_product_id_products_id_fk" FOREIGN KEY ("proposed_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_match_decision_check" CHECK ("import_rows"."match_decision" is null or "import_rows"."match_decision" in ('accepted', 'rejected'));

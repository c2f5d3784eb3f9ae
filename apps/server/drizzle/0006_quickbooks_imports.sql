-- QuickBooks imports (ADR 013): an import of one file into one list, its batches (staged once, applied
-- once, however often they are sent) and its rows (what each record is, what the import plans for it,
-- what became of it). Nothing existing changes.
CREATE TABLE "import_batches" (
	"import_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"rows" integer NOT NULL,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "import_batches_import_id_number_pk" PRIMARY KEY("import_id","number")
);
--> statement-breakpoint
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"batch" integer NOT NULL,
	"qb_id" text NOT NULL,
	"source_name" text NOT NULL,
	"name_key" text NOT NULL,
	"row_class" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"category" text,
	"price" numeric(12, 2),
	"cost" numeric(12, 2),
	"price_problem" text,
	"action" text NOT NULL,
	"product_id" uuid,
	"old_price" numeric(12, 2),
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	CONSTRAINT "import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"user_email" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"layout" text NOT NULL,
	"price_list_id" uuid,
	"price_list_slug" text NOT NULL,
	"total_rows" integer NOT NULL,
	"batch_count" integer NOT NULL,
	"status" text DEFAULT 'staging' NOT NULL,
	"version_number" integer,
	"undo_version_number" integer,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('staging', 'ready', 'applying', 'completed', 'completed_with_issues', 'failed', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_batch_idx" ON "import_rows" USING btree ("import_id","batch");--> statement-breakpoint
CREATE INDEX "import_rows_qb_idx" ON "import_rows" USING btree ("import_id","qb_id");--> statement-breakpoint
CREATE INDEX "import_rows_key_idx" ON "import_rows" USING btree ("import_id","name_key");--> statement-breakpoint
CREATE INDEX "imports_resume_idx" ON "imports" USING btree ("file_hash","price_list_id");--> statement-breakpoint
CREATE INDEX "imports_created_idx" ON "imports" USING btree ("created_at");--> statement-breakpoint
-- Each row is written once when its batch is checked, then settled when the batch is applied and again
-- when the import finishes (none of which changes an indexed column): room on every page lets those
-- updates stay on the page (HOT) instead of rewriting four indexes per row.
ALTER TABLE "import_rows" SET (fillfactor = 40);
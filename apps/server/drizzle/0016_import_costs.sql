-- The product's cost before an import (seen in the dry run, put back exactly by an undo), whether the
-- row's batch wrote its cost, and the bytes an import has stored (SPEC's 10 MB a file, enforced).
ALTER TABLE "import_rows" ADD COLUMN "old_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "cost_written" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "staged_bytes" integer DEFAULT 0 NOT NULL;

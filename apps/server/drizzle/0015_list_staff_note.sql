-- A price list's two notes: `description` is the note to customers (shown and printed to them), `staff_note`
-- is for staff only. Text written before the split was written for staff (formulas, margins): it moves to
-- the staff note and the customer note starts empty (fail closed; staff can move it back, ADR 017).
ALTER TABLE "price_lists" ADD COLUMN "staff_note" text;--> statement-breakpoint
UPDATE "price_lists" SET "staff_note" = "description", "description" = NULL WHERE "description" IS NOT NULL;

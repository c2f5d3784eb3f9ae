-- A price moved by more than this share of its old price is flagged and needs a confirmation (default 50%).
ALTER TABLE "pricing_settings" ADD COLUMN "large_move_bp" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_settings" ADD CONSTRAINT "pricing_settings_large_move_check" CHECK ("pricing_settings"."large_move_bp" between 100 and 100000);

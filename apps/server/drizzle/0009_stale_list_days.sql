-- The dashboard's "not updated for more than N days" (a company setting, default 3).
ALTER TABLE "pricing_settings" ADD COLUMN "stale_list_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_settings" ADD CONSTRAINT "pricing_settings_stale_days_check" CHECK ("pricing_settings"."stale_list_days" between 1 and 365);
-- A user's phone number (where WhatsApp exports go) and preferred language (of their exports and
-- e-mails). Both optional; nothing existing changes.
ALTER TABLE "user" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_language_check" CHECK ("user"."language" is null or "user"."language" in ('en', 'es'));
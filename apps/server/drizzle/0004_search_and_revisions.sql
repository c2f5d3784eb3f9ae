-- Search: one folding rule shared with packages/shared/src/search.ts (same two strings), and a
-- trigram index so that "every word appears in a name" is an index scan, not a sequential LIKE.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(translate(value, 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')) $$;
--> statement-breakpoint
CREATE INDEX products_search_trgm_idx ON products USING gin (search_fold(name_en || ' ' || name_es) gin_trgm_ops);
--> statement-breakpoint
-- Revisions: one counter per scope, bumped by every statement that changes the scope's tables, so a
-- conditional GET compares one number instead of reading the data, and no write path can forget it.
INSERT INTO data_revisions (scope) VALUES ('catalogue'), ('company') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_data_revision() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE data_revisions SET revision = revision + 1, changed_at = now() WHERE scope = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_revision('catalogue');
--> statement-breakpoint
CREATE TRIGGER price_items_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_revision('catalogue');
--> statement-breakpoint
CREATE TRIGGER price_lists_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_lists
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_revision('catalogue');
--> statement-breakpoint
CREATE TRIGGER price_list_shares_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_list_shares
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_revision('catalogue');
--> statement-breakpoint
CREATE TRIGGER company_facts_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_facts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_revision('company');

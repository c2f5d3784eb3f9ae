-- Why the system made a version, as facts (a rollback and its version, an import and its file, the
-- assistant and its request, a base list and its version...): the web renders them in the reader's
-- language. `reason` keeps the English text beside them (the activity log, API readers); a reason a
-- person typed has no code and is shown as typed.
ALTER TABLE "price_list_versions" ADD COLUMN "reason_code" jsonb;--> statement-breakpoint
-- Versions written before: the system wrote these English sentences, so they are read back into their
-- facts and old versions render translated too. A base's slug is the list's base now (its name is the text's).
UPDATE "price_list_versions" SET "reason_code" = jsonb_build_object('kind', 'rollback', 'version', (regexp_match("reason", '^Rolled back to version (\d{1,9})$'))[1]::int)
  WHERE "reason" ~ '^Rolled back to version \d{1,9}$';--> statement-breakpoint
UPDATE "price_list_versions" SET "reason_code" = jsonb_build_object('kind', 'import_undo', 'file', substring("reason" from 24))
  WHERE "reason" LIKE 'Undo QuickBooks import _%';--> statement-breakpoint
UPDATE "price_list_versions" SET "reason_code" = jsonb_build_object('kind', 'import', 'file', substring("reason" from 19))
  WHERE "reason" LIKE 'QuickBooks import _%';--> statement-breakpoint
UPDATE "price_list_versions" SET "reason_code" = jsonb_build_object('kind', 'assistant', 'request', substring("reason" from 12))
  WHERE "reason" LIKE 'Assistant: _%';--> statement-breakpoint
UPDATE "price_list_versions" v SET "reason_code" = jsonb_build_object(
    'kind', 'base',
    'list', jsonb_build_object('slug', coalesce(b."slug", ''), 'name', (regexp_match(v."reason", '^Base list (.+) version (\d{1,9})$'))[1]),
    'version', (regexp_match(v."reason", '^Base list (.+) version (\d{1,9})$'))[2]::int)
  FROM "price_lists" l LEFT JOIN "price_lists" b ON b."id" = l."parent_id"
  WHERE l."id" = v."price_list_id" AND v."reason" ~ '^Base list .+ version \d{1,9}$';--> statement-breakpoint
UPDATE "price_list_versions" v SET "reason_code" = jsonb_build_object(
    'kind', 'adjustment',
    'adjustment', jsonb_build_object(
      'kind', CASE WHEN m[2] IS NOT NULL THEN 'percent' ELSE 'amount' END,
      'direction', CASE WHEN m[1] = '+' THEN 'up' ELSE 'down' END,
      'value', round(coalesce(m[2], m[3])::numeric * 100)::int,
      'rounding', m[4]),
    'base', CASE WHEN m[5] IS NULL THEN NULL ELSE jsonb_build_object('slug', coalesce(b."slug", ''), 'name', m[5]) END)
  FROM (SELECT x."price_list_id", x."number",
      regexp_match(x."reason", '^Adjustment changed: ([+-])(?:(\d{1,9}(?:\.\d{1,2})?)%|\$(\d{1,9}\.\d{2})) \((cent|nickel|x9)\)(?: of (.+))?$') AS m
    FROM "price_list_versions" x) p
  JOIN "price_lists" l ON l."id" = p."price_list_id" LEFT JOIN "price_lists" b ON b."id" = l."parent_id"
  WHERE v."price_list_id" = p."price_list_id" AND v."number" = p."number" AND p.m IS NOT NULL;--> statement-breakpoint
-- The demo's customer list: "Created from Small business +8%" (its rounding is the list's own).
UPDATE "price_list_versions" v SET "reason_code" = jsonb_build_object(
    'kind', 'created',
    'list', jsonb_build_object('slug', coalesce(b."slug", ''), 'name', p.m[1]),
    'adjustment', jsonb_build_object('kind', 'percent', 'direction', CASE WHEN p.m[2] = '+' THEN 'up' ELSE 'down' END,
      'value', round(p.m[3]::numeric * 100)::int, 'rounding', coalesce(p.m[4], l."rounding", 'cent')))
  FROM (SELECT x."price_list_id", x."number", regexp_match(x."reason", '^Created from (.+) ([+-])(\d{1,9}(?:\.\d{1,2})?)%(?: \((cent|nickel|x9)\))?$') AS m
    FROM "price_list_versions" x) p
  JOIN "price_lists" l ON l."id" = p."price_list_id" LEFT JOIN "price_lists" b ON b."id" = l."parent_id"
  WHERE v."price_list_id" = p."price_list_id" AND v."number" = p."number" AND p.m IS NOT NULL;

-- The floor was a markup over cost, (price - cost) / cost; it is now a gross margin, (price - cost) / price.
-- m basis points of markup put the floor price at cost * (1 + m); the gross margin with that floor price is
-- g = m / (1 + m). Integer division rounds it down, so the new floor price is never above the old one:
-- no price that passed before is below the floor now.
UPDATE "pricing_settings" SET "min_margin_bp" = ("min_margin_bp" * 10000) / (10000 + "min_margin_bp") WHERE "min_margin_bp" > 0;

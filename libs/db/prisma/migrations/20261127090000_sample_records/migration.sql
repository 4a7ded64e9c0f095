-- Sample data is marked, so it is kept out of the figures and the client portal and can be taken away exactly.
ALTER TABLE "rooms" ADD COLUMN "sample" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "quotes" ADD COLUMN "sample" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "suppliers" ADD COLUMN "sample" BOOLEAN NOT NULL DEFAULT false;

-- What earlier sample homes made: their rooms hold only sample items, their quotes are those rooms' quotes, and
-- their suppliers are the ones named "… (Sample)" on the reserved example.com.
UPDATE "rooms" SET "sample" = true
WHERE EXISTS (SELECT 1 FROM "room_items" WHERE "room_id" = "rooms"."id")
  AND NOT EXISTS (SELECT 1 FROM "room_items" WHERE "room_id" = "rooms"."id" AND "source" <> 'sample');
UPDATE "quotes" SET "sample" = true
WHERE EXISTS (SELECT 1 FROM "quote_lines" JOIN "room_items" ON "room_items"."id" = "quote_lines"."room_item_id"
              WHERE "quote_lines"."quote_id" = "quotes"."id" AND "room_items"."source" = 'sample')
  AND NOT EXISTS (SELECT 1 FROM "quote_lines" LEFT JOIN "room_items" ON "room_items"."id" = "quote_lines"."room_item_id"
                  WHERE "quote_lines"."quote_id" = "quotes"."id" AND "room_items"."source" IS DISTINCT FROM 'sample');
UPDATE "suppliers" SET "sample" = true WHERE "name" LIKE '% (Sample)' AND "email" LIKE '%.example.com';

-- The dashboard's covering index carries the marker, so its figures still read from the index alone.
DROP INDEX "quotes_studio_id_status_covering_idx";
CREATE INDEX "quotes_studio_id_status_covering_idx" ON "quotes"("studio_id", "status", "number", "version" DESC, "subtotal", "approved_at", "valid_until", "sample");
DROP INDEX "quotes_studio_id_sent_at_idx";
CREATE INDEX "quotes_studio_id_sent_at_sample_idx" ON "quotes"("studio_id", "sent_at", "sample");

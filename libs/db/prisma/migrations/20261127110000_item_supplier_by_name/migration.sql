-- An item's supplier was free text: link each item that names one of its studio's active suppliers (case and
-- surrounding spaces aside, the first added) to it, so a typed name no longer leaves it to order by hand.
UPDATE "room_items" SET "supplier_id" = matched."supplier_id"
FROM (
  SELECT DISTINCT ON ("room_items"."id") "room_items"."id" AS "item_id", "suppliers"."id" AS "supplier_id"
  FROM "room_items"
  JOIN "rooms" ON "rooms"."id" = "room_items"."room_id"
  JOIN "projects" ON "projects"."id" = "rooms"."project_id"
  JOIN "suppliers" ON "suppliers"."studio_id" = "projects"."studio_id"
    AND "suppliers"."archived_at" IS NULL
    AND lower(trim("suppliers"."name")) = lower(trim("room_items"."supplier"))
  WHERE "room_items"."supplier_id" IS NULL AND "room_items"."supplier" IS NOT NULL
  ORDER BY "room_items"."id", "suppliers"."created_at"
) AS matched
WHERE "room_items"."id" = matched."item_id";

-- AlterTable
ALTER TABLE "room_items" ADD COLUMN     "cost_from_catalogue" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "edited_at" TIMESTAMPTZ(3);

-- Voice items saved before: priced by the catalogue, and edited if changed since they were added.
UPDATE "room_items" SET "edited_at" = "updated_at" WHERE "updated_at" > "created_at";
UPDATE "room_items" SET "cost_from_catalogue" = true WHERE "source" = 'voice' AND "edited_at" IS NULL;

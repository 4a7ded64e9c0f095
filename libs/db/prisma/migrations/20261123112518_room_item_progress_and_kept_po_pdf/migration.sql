-- AlterEnum
ALTER TYPE "item_status" ADD VALUE 'installed';

-- AlterTable
ALTER TABLE "purchase_orders" ADD COLUMN     "pdf_object_key" TEXT,
ADD COLUMN     "pdf_sha256" VARCHAR(64);

-- AlterTable
ALTER TABLE "room_items" ADD COLUMN     "delivered_at" TIMESTAMPTZ(3),
ADD COLUMN     "in_transit_at" TIMESTAMPTZ(3),
ADD COLUMN     "installed_at" TIMESTAMPTZ(3),
ADD COLUMN     "ordered_at" TIMESTAMPTZ(3);

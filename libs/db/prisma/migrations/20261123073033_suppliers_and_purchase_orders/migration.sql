-- CreateEnum
CREATE TYPE "purchase_order_status" AS ENUM ('draft', 'sent', 'acknowledged', 'partly_received', 'received', 'cancelled');

-- AlterTable
ALTER TABLE "room_items" ADD COLUMN     "supplier_id" UUID;

-- CreateTable
CREATE TABLE "suppliers" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "contact_name" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "account_number" TEXT,
    "lead_time_days" INTEGER,
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "suppliers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_orders" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "supplier_id" UUID NOT NULL,
    "quote_id" UUID,
    "source_event_id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "status" "purchase_order_status" NOT NULL DEFAULT 'draft',
    "subtotal" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "sent_at" TIMESTAMPTZ(3),
    "sent_to" TEXT,
    "send_failed_reason" TEXT,
    "acknowledged_at" TIMESTAMPTZ(3),
    "received_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "purchase_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_order_lines" (
    "id" UUID NOT NULL,
    "purchase_order_id" UUID NOT NULL,
    "quote_line_id" UUID,
    "room_item_id" UUID,
    "room_name" TEXT,
    "name" TEXT NOT NULL,
    "quantity" DECIMAL(10,2) NOT NULL,
    "unit" "item_unit" NOT NULL DEFAULT 'each',
    "unit_cost" DECIMAL(12,2) NOT NULL,
    "line_total" DECIMAL(12,2) NOT NULL,
    "quantity_received" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "purchase_order_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "suppliers_studio_id_name_idx" ON "suppliers"("studio_id", "name");

-- CreateIndex
CREATE INDEX "purchase_orders_project_id_created_at_idx" ON "purchase_orders"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "purchase_orders_supplier_id_idx" ON "purchase_orders"("supplier_id");

-- CreateIndex
CREATE UNIQUE INDEX "purchase_orders_studio_id_number_key" ON "purchase_orders"("studio_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "purchase_orders_source_event_id_supplier_id_key" ON "purchase_orders"("source_event_id", "supplier_id");

-- CreateIndex
CREATE INDEX "purchase_order_lines_purchase_order_id_sort_order_idx" ON "purchase_order_lines"("purchase_order_id", "sort_order");

-- CreateIndex
CREATE INDEX "purchase_order_lines_quote_line_id_idx" ON "purchase_order_lines"("quote_line_id");

-- CreateIndex
CREATE INDEX "purchase_order_lines_room_item_id_idx" ON "purchase_order_lines"("room_item_id");

-- CreateIndex
CREATE INDEX "room_items_supplier_id_idx" ON "room_items"("supplier_id");

-- AddForeignKey
ALTER TABLE "room_items" ADD CONSTRAINT "room_items_supplier_id_fkey" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_fkey" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_quote_line_id_fkey" FOREIGN KEY ("quote_line_id") REFERENCES "quote_lines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_room_item_id_fkey" FOREIGN KEY ("room_item_id") REFERENCES "room_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

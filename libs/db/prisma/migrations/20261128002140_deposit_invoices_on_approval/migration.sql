-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "send_failed_reason" TEXT,
ADD COLUMN     "source_event_id" UUID;

-- AlterTable
ALTER TABLE "studios" ADD COLUMN     "review_deposit_invoices" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "invoices_source_event_id_key" ON "invoices"("source_event_id");

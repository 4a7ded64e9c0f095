-- Revenue is counted without VAT: the dashboard's covering index carries the subtotal instead of the total.
-- DropIndex
DROP INDEX "quotes_studio_id_status_covering_idx";

-- CreateIndex
CREATE INDEX "quotes_studio_id_status_covering_idx" ON "quotes"("studio_id", "status", "number", "version" DESC, "subtotal", "approved_at", "valid_until");

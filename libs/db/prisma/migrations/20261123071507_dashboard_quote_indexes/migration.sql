-- DropIndex
DROP INDEX "quotes_studio_id_status_idx";

-- CreateIndex
CREATE INDEX "quotes_studio_id_status_covering_idx" ON "quotes"("studio_id", "status", "number", "version" DESC, "total", "approved_at", "valid_until");

-- CreateIndex
CREATE INDEX "quotes_studio_id_sent_at_idx" ON "quotes"("studio_id", "sent_at");

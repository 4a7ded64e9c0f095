-- CreateTable
CREATE TABLE "credit_note_lines" (
    "id" UUID NOT NULL,
    "credit_note_id" UUID NOT NULL,
    "invoice_line_id" UUID NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" DECIMAL(10,2) NOT NULL,
    "unit_price" DECIMAL(12,2) NOT NULL,
    "line_total" DECIMAL(12,2) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "credit_note_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "credit_note_lines_credit_note_id_sort_order_idx" ON "credit_note_lines"("credit_note_id", "sort_order");

-- CreateIndex
CREATE INDEX "credit_note_lines_invoice_line_id_idx" ON "credit_note_lines"("invoice_line_id");

-- AddForeignKey
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_fkey" FOREIGN KEY ("credit_note_id") REFERENCES "credit_notes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_line_id_fkey" FOREIGN KEY ("invoice_line_id") REFERENCES "invoice_lines"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A credit note's lines are part of the tax document: once written they are never changed or deleted.
CREATE TRIGGER "credit_note_lines_append_only" BEFORE UPDATE OR DELETE ON "credit_note_lines"
  FOR EACH ROW EXECUTE FUNCTION "refuse_evidence_change"();

CREATE TRIGGER "credit_note_lines_no_truncate" BEFORE TRUNCATE ON "credit_note_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_evidence_change"();

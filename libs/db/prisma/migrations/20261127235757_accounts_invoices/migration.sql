-- CreateEnum
CREATE TYPE "invoice_kind" AS ENUM ('deposit', 'progress', 'final', 'fee');

-- CreateEnum
CREATE TYPE "invoice_status" AS ENUM ('draft', 'issued', 'part_paid', 'paid');

-- CreateTable
CREATE TABLE "vat_rates" (
    "effective_from" DATE NOT NULL,
    "rate" DECIMAL(5,4) NOT NULL,

    CONSTRAINT "vat_rates_pkey" PRIMARY KEY ("effective_from")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "quote_id" UUID,
    "kind" "invoice_kind" NOT NULL,
    "status" "invoice_status" NOT NULL DEFAULT 'draft',
    "number" TEXT,
    "percent" DECIMAL(5,2),
    "notes" TEXT,
    "vat_rate" DECIMAL(5,4) NOT NULL,
    "subtotal" DECIMAL(12,2) NOT NULL,
    "vat" DECIMAL(12,2) NOT NULL,
    "total" DECIMAL(12,2) NOT NULL,
    "amount_paid" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "amount_credited" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "issue_date" DATE,
    "due_date" DATE,
    "parties" JSONB,
    "pdf_object_key" TEXT,
    "pdf_sha256" VARCHAR(64),
    "sent_at" TIMESTAMPTZ(3),
    "sent_to" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_lines" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "billed_quote_line_id" UUID,
    "description" TEXT NOT NULL,
    "quantity" DECIMAL(10,2) NOT NULL,
    "unit_price" DECIMAL(12,2) NOT NULL,
    "line_total" DECIMAL(12,2) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "invoices_project_id_created_at_idx" ON "invoices"("project_id", "created_at");

-- CreateIndex
CREATE INDEX "invoices_quote_id_idx" ON "invoices"("quote_id");

-- CreateIndex
CREATE INDEX "invoices_studio_id_status_due_date_idx" ON "invoices"("studio_id", "status", "due_date");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_studio_id_number_key" ON "invoices"("studio_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_lines_billed_quote_line_id_key" ON "invoice_lines"("billed_quote_line_id");

-- CreateIndex
CREATE INDEX "invoice_lines_invoice_id_sort_order_idx" ON "invoice_lines"("invoice_id", "sort_order");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_billed_quote_line_id_fkey" FOREIGN KEY ("billed_quote_line_id") REFERENCES "quote_lines"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- South African VAT since it began: an invoice charges the rate in force on its issue date.
INSERT INTO "vat_rates" ("effective_from", "rate") VALUES
  ('1991-09-30', 0.1000),
  ('1993-04-07', 0.1400),
  ('2018-04-01', 0.1500);

-- An issued invoice is a tax document: what it bills, to whom, when and for how much never changes, and it is never
-- deleted. Payments and credits move its status and balance; its PDF is recorded once.
CREATE FUNCTION "refuse_issued_invoice_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" = 'draft' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'Invoice % is issued and cannot be deleted', OLD."number" USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW."status" = 'draft'
    OR (NEW."studio_id", NEW."project_id", NEW."quote_id", NEW."kind", NEW."number", NEW."percent", NEW."notes", NEW."vat_rate",
        NEW."subtotal", NEW."vat", NEW."total", NEW."issue_date", NEW."due_date", NEW."parties", NEW."created_by_id", NEW."created_at")
      IS DISTINCT FROM
       (OLD."studio_id", OLD."project_id", OLD."quote_id", OLD."kind", OLD."number", OLD."percent", OLD."notes", OLD."vat_rate",
        OLD."subtotal", OLD."vat", OLD."total", OLD."issue_date", OLD."due_date", OLD."parties", OLD."created_by_id", OLD."created_at")
    OR (OLD."pdf_sha256" IS NOT NULL AND (NEW."pdf_sha256", NEW."pdf_object_key") IS DISTINCT FROM (OLD."pdf_sha256", OLD."pdf_object_key"))
  THEN
    RAISE EXCEPTION 'Invoice % is issued and cannot be changed', OLD."number" USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "invoices_issued_are_final" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "refuse_issued_invoice_change"();

-- A line changes only with its invoice still a draft.
CREATE FUNCTION "refuse_issued_invoice_line_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice_status "invoice_status";
BEGIN
  SELECT "status" INTO invoice_status FROM "invoices"
    WHERE "id" IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."invoice_id" END, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."invoice_id" END)
      AND "status" <> 'draft'
    LIMIT 1;
  IF invoice_status IS NOT NULL THEN
    RAISE EXCEPTION 'The lines of an issued invoice cannot be changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;

CREATE TRIGGER "invoice_lines_of_drafts_only" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_lines"
  FOR EACH ROW EXECUTE FUNCTION "refuse_issued_invoice_line_change"();

CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_evidence_change"();


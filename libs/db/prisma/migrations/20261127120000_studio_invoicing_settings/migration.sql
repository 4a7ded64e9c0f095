-- How a studio invoices and is paid (issue 21). Every studio so far charged VAT on its quotes, so each is taken as
-- registered; the deposit and terms are what the quote terms already asked for.
ALTER TABLE "studios"
  ADD COLUMN "bank_name" TEXT,
  ADD COLUMN "bank_account_holder" TEXT,
  ADD COLUMN "bank_account_number" TEXT,
  ADD COLUMN "bank_branch_code" TEXT,
  ADD COLUMN "deposit_percent" DECIMAL(5,2) NOT NULL DEFAULT 50,
  ADD COLUMN "payment_terms_days" INTEGER NOT NULL DEFAULT 7,
  ADD COLUMN "invoice_terms" TEXT,
  ADD COLUMN "vat_registered" BOOLEAN NOT NULL DEFAULT true;

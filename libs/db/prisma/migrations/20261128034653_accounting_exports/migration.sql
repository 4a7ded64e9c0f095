-- CreateEnum
CREATE TYPE "accounting_export_format" AS ENUM ('xero', 'sage');

-- AlterTable
ALTER TABLE "studios" ADD COLUMN     "export_account_code" TEXT,
ADD COLUMN     "export_tax_type" TEXT;

-- CreateTable
CREATE TABLE "accounting_exports" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "format" "accounting_export_format" NOT NULL,
    "from_date" DATE NOT NULL,
    "to_date" DATE NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounting_exports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exported_documents" (
    "id" UUID NOT NULL,
    "export_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,

    CONSTRAINT "exported_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "accounting_exports_studio_id_created_at_idx" ON "accounting_exports"("studio_id", "created_at");

-- CreateIndex
CREATE INDEX "exported_documents_document_id_idx" ON "exported_documents"("document_id");

-- AddForeignKey
ALTER TABLE "accounting_exports" ADD CONSTRAINT "accounting_exports_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exported_documents" ADD CONSTRAINT "exported_documents_export_id_fkey" FOREIGN KEY ("export_id") REFERENCES "accounting_exports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

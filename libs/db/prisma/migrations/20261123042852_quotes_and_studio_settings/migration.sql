-- AlterEnum
ALTER TYPE "quote_status" ADD VALUE 'superseded';

-- DropIndex
DROP INDEX "quotes_studio_id_number_key";

-- AlterTable
ALTER TABLE "quote_lines" ADD COLUMN     "markup_percent" DECIMAL(7,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "markup_percent" DECIMAL(5,2) NOT NULL DEFAULT 30,
ADD COLUMN     "notes" TEXT,
ADD COLUMN     "pdf_object_key" TEXT,
ADD COLUMN     "pdf_sha256" VARCHAR(64),
ADD COLUMN     "send_failed_reason" TEXT,
ADD COLUMN     "sent_to" TEXT;

-- AlterTable
ALTER TABLE "studios" ADD COLUMN     "email" TEXT,
ADD COLUMN     "logo_object_key" TEXT,
ADD COLUMN     "overhead_percent" DECIMAL(5,2) NOT NULL DEFAULT 15,
ADD COLUMN     "phone" TEXT,
ADD COLUMN     "postal_address" TEXT,
ADD COLUMN     "quote_terms" TEXT,
ADD COLUMN     "quote_validity_days" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "registration_number" TEXT,
ADD COLUMN     "vat_number" TEXT;

-- CreateTable
CREATE TABLE "category_budgets" (
    "project_id" UUID NOT NULL,
    "category" "item_category" NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "category_budgets_pkey" PRIMARY KEY ("project_id","category")
);

-- CreateIndex
CREATE UNIQUE INDEX "quotes_studio_id_number_version_key" ON "quotes"("studio_id", "number", "version");

-- AddForeignKey
ALTER TABLE "category_budgets" ADD CONSTRAINT "category_budgets_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateEnum
CREATE TYPE "fee_basis" AS ENUM ('hourly', 'fixed', 'procurement');

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "project_fee_billed" DECIMAL(12,2);

-- AlterTable
ALTER TABLE "studios" ADD COLUMN     "activity_rates" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "project_fees" (
    "project_id" UUID NOT NULL,
    "basis" "fee_basis" NOT NULL,
    "fixed_fee" DECIMAL(12,2),
    "procurement_percent" DECIMAL(5,2),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_fees_pkey" PRIMARY KEY ("project_id")
);

-- AddForeignKey
ALTER TABLE "project_fees" ADD CONSTRAINT "project_fees_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

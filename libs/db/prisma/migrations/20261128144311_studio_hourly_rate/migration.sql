-- AlterTable
ALTER TABLE "studios" ADD COLUMN     "hourly_rate" DECIMAL(12,2);

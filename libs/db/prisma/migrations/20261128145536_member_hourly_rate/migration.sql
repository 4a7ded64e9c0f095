-- AlterTable
ALTER TABLE "users" ADD COLUMN     "hourly_rate" DECIMAL(12,2);

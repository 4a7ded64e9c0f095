-- AlterTable
ALTER TABLE "deliveries" ADD COLUMN     "received_by" TEXT;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "client_vat_number" TEXT;

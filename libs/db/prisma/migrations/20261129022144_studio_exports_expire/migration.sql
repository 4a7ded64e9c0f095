-- AlterEnum
ALTER TYPE "studio_export_status" ADD VALUE 'expired';

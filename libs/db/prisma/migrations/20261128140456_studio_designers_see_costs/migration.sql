-- AlterTable
ALTER TABLE "studios" ADD COLUMN     "designers_see_costs" BOOLEAN NOT NULL DEFAULT true;

-- AlterEnum
ALTER TYPE "notification_kind" ADD VALUE 'visit_delayed';

-- AlterTable
ALTER TABLE "timeline_events" ADD COLUMN     "notice" BOOLEAN NOT NULL DEFAULT false;

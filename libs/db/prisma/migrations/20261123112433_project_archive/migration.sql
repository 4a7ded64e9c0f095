-- DropIndex
DROP INDEX "projects_studio_id_status_idx";

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "archived_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "projects_studio_id_status_archived_at_idx" ON "projects"("studio_id", "status", "archived_at");

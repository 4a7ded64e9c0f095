-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "exclusive_key" TEXT;

-- CreateIndex
CREATE INDEX "jobs_exclusive_key_state_idx" ON "jobs"("exclusive_key", "state");

-- CreateEnum
CREATE TYPE "studio_export_status" AS ENUM ('pending', 'running', 'ready', 'failed');

-- CreateTable
CREATE TABLE "studio_exports" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "requested_by_id" UUID,
    "job_id" UUID NOT NULL,
    "status" "studio_export_status" NOT NULL DEFAULT 'pending',
    "object_key" TEXT,
    "size_bytes" BIGINT,
    "failed_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "studio_exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "studio_exports_job_id_key" ON "studio_exports"("job_id");

-- CreateIndex
CREATE INDEX "studio_exports_studio_id_created_at_idx" ON "studio_exports"("studio_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "studio_exports" ADD CONSTRAINT "studio_exports_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "studio_exports" ADD CONSTRAINT "studio_exports_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

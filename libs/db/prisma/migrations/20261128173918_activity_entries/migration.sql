-- CreateEnum
CREATE TYPE "activity_actor_kind" AS ENUM ('member', 'client', 'system');

-- CreateTable
CREATE TABLE "activity_entries" (
    "id" UUID NOT NULL,
    "studio_id" UUID NOT NULL,
    "project_id" UUID,
    "actor_kind" "activity_actor_kind" NOT NULL,
    "actor_user_id" UUID,
    "cause" TEXT,
    "record_type" TEXT NOT NULL,
    "record_id" UUID NOT NULL,
    "record_label" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activity_entries_studio_id_created_at_id_idx" ON "activity_entries"("studio_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "activity_entries_project_id_created_at_id_idx" ON "activity_entries"("project_id", "created_at" DESC, "id");

-- AddForeignKey
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_studio_id_fkey" FOREIGN KEY ("studio_id") REFERENCES "studios"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_entries" ADD CONSTRAINT "activity_entries_actor_user_id_fkey" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

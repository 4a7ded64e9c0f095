-- AlterTable
ALTER TABLE "installations" ADD COLUMN     "cancellation_reason" TEXT,
ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3),
ADD COLUMN     "completed_at" TIMESTAMPTZ(3),
ADD COLUMN     "started_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "meetings" ADD COLUMN     "cancellation_reason" TEXT,
ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3),
ADD COLUMN     "completed_at" TIMESTAMPTZ(3),
ADD COLUMN     "invitation_sequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "meeting_url" TEXT,
ADD COLUMN     "started_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "meeting_follow_ups" (
    "id" UUID NOT NULL,
    "meeting_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "due_date" DATE,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "meeting_follow_ups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "meeting_follow_ups_meeting_id_sort_order_idx" ON "meeting_follow_ups"("meeting_id", "sort_order");

-- AddForeignKey
ALTER TABLE "meeting_follow_ups" ADD CONSTRAINT "meeting_follow_ups_meeting_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "timeline_events" ADD COLUMN     "meeting_id" UUID,
ADD COLUMN     "source_event_id" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "timeline_events_meeting_id_key" ON "timeline_events"("meeting_id");

-- CreateIndex
CREATE UNIQUE INDEX "timeline_events_source_event_id_key" ON "timeline_events"("source_event_id");

-- AddForeignKey
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_meeting_id_fkey" FOREIGN KEY ("meeting_id") REFERENCES "meetings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

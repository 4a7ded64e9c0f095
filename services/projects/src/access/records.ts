import { isArchived, isProjectArchived, type Image, type PrismaClient, type Room, type RoomItem, type TimeEntry, type TimelineEvent, type VoiceNote } from "@atelier/db";
import { projectRecord, type StudioRecord } from "@atelier/kit";
import { meetingInclude, type MeetingWithPeople } from "../meetings/meeting-response";
import { overviewInclude, type ProjectWithOverview } from "../projects/project-overview";
import { withRequester, type StudioExportWithRequester } from "../studio-export/export-response";

export type RoomWithItems = Room & { items: RoomItem[] };
/** An item with the project it belongs to, which its changes are announced to. */
export type ItemOfProject = RoomItem & { room: { projectId: string } };
/** A voice note with the project its items' changes are announced to. */
export type VoiceNoteOfProject = VoiceNote & { room: { projectId: string } };

/**
 * The records the projects service's routes name, each found only within the caller's studio: the
 * rules in routes.ts load them before a handler runs, and another studio's record is as missing as none.
 */
export function projectRecords(prisma: PrismaClient) {
  const archived = (record: { projectId: string }) => isProjectArchived(prisma, record.projectId);
  const itemArchived = (record: { room: { projectId: string } }) => isProjectArchived(prisma, record.room.projectId);
  const project = projectRecord(prisma);
  const projectOverview: StudioRecord<ProjectWithOverview> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId }, include: overviewInclude }),
    inArchivedProject: isArchived,
  };
  const room: StudioRecord<Room> = {
    name: "Room",
    ofStudio: (id, { studioId }) => prisma.room.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: archived,
  };
  const roomWithItems: StudioRecord<RoomWithItems> = {
    name: "Room",
    ofStudio: (id, { studioId }) => prisma.room.findFirst({ where: { id, project: { studioId } }, include: { items: { orderBy: { createdAt: "asc" } } } }),
    inArchivedProject: archived,
  };
  const item: StudioRecord<ItemOfProject> = {
    name: "Item",
    ofStudio: (id, { studioId }) =>
      prisma.roomItem.findFirst({ where: { id, room: { project: { studioId } } }, include: { room: { select: { projectId: true } } } }),
    inArchivedProject: itemArchived,
  };
  const voiceNote: StudioRecord<VoiceNoteOfProject> = {
    name: "Voice note",
    ofStudio: (id, { studioId }) =>
      prisma.voiceNote.findFirst({ where: { id, room: { project: { studioId } } }, include: { room: { select: { projectId: true } } } }),
    inArchivedProject: itemArchived,
  };
  const image: StudioRecord<Image> = {
    name: "Image",
    ofStudio: (id, { studioId }) => prisma.image.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: archived,
  };
  const meeting: StudioRecord<MeetingWithPeople> = {
    name: "Meeting",
    ofStudio: (id, { studioId }) => prisma.meeting.findFirst({ where: { id, project: { studioId } }, include: meetingInclude }),
    inArchivedProject: archived,
  };
  const timelineEvent: StudioRecord<TimelineEvent> = {
    name: "Timeline event",
    ofStudio: (id, { studioId }) => prisma.timelineEvent.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: archived,
  };
  const timeEntry: StudioRecord<TimeEntry> = {
    name: "Time entry",
    ofStudio: (id, { studioId }) => prisma.timeEntry.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: archived,
  };
  const studioExport: StudioRecord<StudioExportWithRequester> = {
    name: "Export",
    ofStudio: (id, { studioId }) => prisma.studioExport.findFirst({ where: { id, studioId }, include: withRequester }),
  };
  return { project, projectOverview, room, roomWithItems, item, voiceNote, image, meeting, timelineEvent, timeEntry, studioExport };
}

export type ProjectRecords = ReturnType<typeof projectRecords>;

import { ACTIVITY_PAGE_SIZE, ACTIVITY_RECORDS, COST_FIELDS, memberName, roleAllows, type ActivityChange, type ActivityPage, type ActivityQuery, type ActivityRecordType, type Role } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import { notFound } from "@atelier/kit";

/** Who reads the feed: what their role lets them see of it. */
export interface ActivityReader {
  studioId: string;
  role: Role;
  seesCosts: boolean;
}

/** The kinds of record whose entries the reader may see: those of records their role may see at all. */
const visibleTypes = ({ role, seesCosts }: ActivityReader): ActivityRecordType[] =>
  (Object.keys(ACTIVITY_RECORDS) as ActivityRecordType[]).filter((type) => {
    const { permission } = ACTIVITY_RECORDS[type];
    return permission === "costs.read" ? seesCosts : roleAllows(role, permission);
  });

const withNames = {
  actor: { select: { firstName: true, lastName: true, email: true } },
  project: { select: { title: true, clientName: true } },
} as const;

/**
 * A page of the studio's activity (or one project's), newest first, filtered by person and kind of record. An entry
 * of a record the reader may not see is left out; so is a change of a cost field for one who may not see costs.
 */
export async function readActivity(prisma: PrismaClient, reader: ActivityReader, scope: { projectId: string | null }, query: ActivityQuery): Promise<ActivityPage> {
  const types = visibleTypes(reader).filter((type) => !query.record || type === query.record);
  const where: Prisma.ActivityEntryWhereInput = {
    studioId: reader.studioId,
    ...(scope.projectId && { projectId: scope.projectId }),
    recordType: { in: types },
    ...(query.person && { actorUserId: query.person }),
    ...(query.after && (await olderThan(prisma, reader.studioId, query.after))),
  };
  const rows = await prisma.activityEntry.findMany({ where, include: withNames, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: ACTIVITY_PAGE_SIZE + 1 });
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { kind: row.actorKind, userId: row.actorUserId, name: actorName(row), cause: row.cause },
      projectId: row.projectId,
      projectTitle: row.project?.title ?? null,
      record: { type: row.recordType as ActivityRecordType, id: row.recordId, label: row.recordLabel },
      action: row.action as ActivityPage["entries"][number]["action"],
      changes: (row.changes as ActivityChange[]).filter((change) => reader.seesCosts || !COST_FIELDS.has(change.field)),
    })),
    next: rows.length > ACTIVITY_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

type Row = Prisma.ActivityEntryGetPayload<{ include: typeof withNames }>;

function actorName(row: Row): string {
  if (row.actorKind === "member" && row.actor) return memberName(row.actor);
  if (row.actorKind === "client") return row.project?.clientName ?? "The client";
  return "Atelier";
}

/** Entries after `id` in the feed's order: an id of another studio's entry is a 404, as its record would be. */
async function olderThan(prisma: PrismaClient, studioId: string, id: string): Promise<Prisma.ActivityEntryWhereInput> {
  const last = await prisma.activityEntry.findFirst({ where: { id, studioId }, select: { createdAt: true } });
  if (!last) throw notFound("No such activity entry");
  return { OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: id } }] };
}

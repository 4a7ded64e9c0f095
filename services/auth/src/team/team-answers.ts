import type { Team, TeamInvitation, TeamMember } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import { toMoneyString } from "@atelier/money";

type Db = PrismaClient | Prisma.TransactionClient;

const memberFields = { id: true, email: true, firstName: true, lastName: true, role: true, hourlyRate: true, createdAt: true } as const;
type MemberRow = Prisma.UserGetPayload<{ select: typeof memberFields }>;

export const toTeamMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  hourlyRate: row.hourlyRate === null ? null : toMoneyString(row.hourlyRate),
  joinedAt: row.createdAt.toISOString(),
});

const invitationFields = { id: true, email: true, role: true, expiresAt: true, createdAt: true, invitedBy: { select: { firstName: true, lastName: true } } } as const;
type InvitationRow = Prisma.TeamInvitationGetPayload<{ select: typeof invitationFields }>;

export const toTeamInvitation = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: `${row.invitedBy.firstName} ${row.invitedBy.lastName}`,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function findTeamMember(db: Db, id: string): Promise<TeamMember> {
  return toTeamMember(await db.user.findUniqueOrThrow({ where: { id }, select: memberFields }));
}

export async function findTeamInvitation(db: Db, id: string): Promise<TeamInvitation> {
  return toTeamInvitation(await db.teamInvitation.findUniqueOrThrow({ where: { id }, select: invitationFields }));
}

/** The studio's members, the owner first and then by name, and its invitations still pending, newest first. */
export async function readTeam(db: Db, studioId: string): Promise<Team> {
  const members = await db.user.findMany({ where: { studioId, removedAt: null }, select: memberFields, orderBy: [{ firstName: "asc" }, { lastName: "asc" }] });
  const invitations = await db.teamInvitation.findMany({
    where: { studioId, acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    select: invitationFields,
    orderBy: { createdAt: "desc" },
  });
  const owners = members.filter((member) => member.role === "owner");
  return { members: [...owners, ...members.filter((member) => member.role !== "owner")].map(toTeamMember), invitations: invitations.map(toTeamInvitation) };
}

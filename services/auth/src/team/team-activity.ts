import { memberName, ROLE_LABELS, type Role } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { money, recordActivity, type FieldShown } from "@atelier/kit";

/** How a member is read for their activity entry: their name, and their role before the change. */
export const memberNamed = { id: true, firstName: true, lastName: true, email: true, role: true } as const;
export type NamedMember = Prisma.UserGetPayload<{ select: typeof memberNamed }>;

export const memberRecord = (member: NamedMember) => ({ type: "member" as const, id: member.id, label: memberName(member) });
export const invitationRecord = (invitation: { id: string; email: string }) => ({ type: "invitation" as const, id: invitation.id, label: invitation.email });

export const roleShown: FieldShown = { label: "Role", show: (role) => ROLE_LABELS[role as Role] };
export const hourlyRateShown = money("Hourly rate");

/** A member's role change, in the studio's feed. */
export async function recordRoleChange(tx: Prisma.TransactionClient, studioId: string, member: NamedMember, role: Role): Promise<void> {
  const show = (value: Role) => ROLE_LABELS[value];
  const changes = member.role === role ? [] : [{ field: "role", label: "Role", before: show(member.role), after: show(role) }];
  await recordActivity(tx, { studioId, projectId: null, record: memberRecord(member), action: "updated", changes });
}

import { z } from "zod";
import { emailField, nameField, passwordField } from "./auth";
import { money, moneyInput, text } from "./fields";
import { assignableRoleSchema, roleSchema } from "./permissions";

export const TEAM_MESSAGES = {
  invitationSent: "Invitation sent",
  invitationRevoked: "Invitation revoked",
  invitationAccepted: "Welcome to the studio",
  invitationInvalid: "This invitation is invalid, used, revoked or expired. Ask the studio for a new one.",
  alreadyMember: "This person already has an Atelier account",
  roleChanged: "Role changed",
  memberRemoved: "Member removed",
  ownershipTransferred: "Ownership transferred",
  ownerStays: "The owner's role changes only by transferring ownership",
  notYourself: "You cannot change your own role or remove yourself",
  onlyMembers: "Ownership goes to a member of the studio",
  ownerOnly: "Only the studio's owner can transfer its ownership",
} as const;

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

export const teamMemberSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  /** What an hour of their time is billed at; null: at the studio's hourly rate. */
  hourlyRate: money.nullable(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation not yet accepted, revoked or expired. */
export const teamInvitationSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/team: the studio's members (the owner first) and its pending invitations. */
export const teamSchema = z.object({ members: z.array(teamMemberSchema), invitations: z.array(teamInvitationSchema) });
export type Team = z.infer<typeof teamSchema>;

/** POST /api/team/invitations: mails `<origin>/accept-invitation#token=…`; inviting an e-mail again replaces its pending invitation. */
export const inviteMemberRequestSchema = z.object({ email: emailField, role: assignableRoleSchema });
export type InviteMemberRequest = z.infer<typeof inviteMemberRequestSchema>;

/** PUT /api/team/members/:memberId: any role but owner, which moves only by a transfer. */
export const changeMemberRoleRequestSchema = z.object({ role: assignableRoleSchema });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequestSchema>;

/** PUT /api/team/members/:memberId/rate: what an hour of the member's time is billed at; null bills it at the studio's rate. */
export const setMemberRateRequestSchema = z.object({ hourlyRate: moneyInput("Hourly rate").nullable() });
export type SetMemberRateRequest = z.input<typeof setMemberRateRequestSchema>;

/** POST /api/team/ownership: the owner hands the studio to another member and becomes an admin. */
export const transferOwnershipRequestSchema = z.object({ memberId: z.string().uuid("Choose a member of the studio") });
export type TransferOwnershipRequest = z.infer<typeof transferOwnershipRequestSchema>;

const invitationToken = text(TEAM_MESSAGES.invitationInvalid).min(20, TEAM_MESSAGES.invitationInvalid).max(200, TEAM_MESSAGES.invitationInvalid);

/** POST /api/invitations/preview: what the link invites to, shown before the new member chooses a password. */
export const invitationPreviewRequestSchema = z.object({ token: invitationToken });
export const invitationPreviewSchema = z.object({ studioName: z.string(), email: z.string(), role: roleSchema, invitedBy: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/accept: the new member's names and password; they join the inviting studio, signed in. */
export const acceptInvitationRequestSchema = z.object({
  token: invitationToken,
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
  password: passwordField,
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** The name a member goes by: their first and last name, or their e-mail when they gave neither. */
export function memberName({ firstName, lastName, email }: { firstName: string | null; lastName: string | null; email: string }): string {
  return [firstName, lastName].filter(Boolean).join(" ") || email;
}

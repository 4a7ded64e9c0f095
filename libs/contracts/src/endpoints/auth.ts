import { changePasswordRequestSchema, forgotPasswordRequestSchema, forgotPasswordResponseSchema, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema, updateProfileRequestSchema, userSchema } from "../auth";
import { studioSettingsSchema, updateStudioSettingsRequestSchema } from "../studio-settings";
import { acceptInvitationRequestSchema, changeMemberRoleRequestSchema, setMemberRateRequestSchema, invitationPreviewRequestSchema, invitationPreviewSchema, inviteMemberRequestSchema, teamInvitationSchema, teamMemberSchema, teamSchema, transferOwnershipRequestSchema } from "../team";
import { noContentSchema, ownedBy, UNRECORDED } from "./route";

/** Designers, their sessions and passwords, and the studio's settings. */
export const authEndpoints = ownedBy("auth", {
  currentUser: { method: "GET", path: "/api/user", access: "staff", permission: "own.account", response: userSchema },
  logIn: { method: "POST", path: "/api/login", access: "public", signInLimited: true, request: loginRequestSchema, response: userSchema },
  register: { method: "POST", path: "/api/register", access: "public", signInLimited: true, request: registerRequestSchema, response: userSchema },
  logOut: { method: "POST", path: "/api/logout", access: "public", response: noContentSchema },
  /** The signed-in user's names and photo; a photo comes as the URL it was uploaded to with uploadTicket. */
  updateProfile: { method: "PUT", path: "/api/user/profile", access: "staff", permission: "own.account", request: updateProfileRequestSchema, response: userSchema, unrecorded: UNRECORDED.ownAccount },
  /** A wrong current password is a 400 on currentPassword; the user's other sessions are signed out, this one stays. */
  changePassword: { method: "PUT", path: "/api/user/password", access: "staff", permission: "own.account", signInLimited: true, request: changePasswordRequestSchema, response: noContentSchema, unrecorded: UNRECORDED.ownAccount },
  /** Mails a reset link when the e-mail has an account; the answer is the same when it has none. */
  forgotPassword: { method: "POST", path: "/api/password-reset", access: "public", signInLimited: true, request: forgotPasswordRequestSchema, response: forgotPasswordResponseSchema },
  /** Sets the new password with the link's token, once, and signs out every session of the user. */
  resetPassword: { method: "POST", path: "/api/password-reset/confirm", access: "public", signInLimited: true, request: resetPasswordRequestSchema, response: noContentSchema },

  studioSettings: { method: "GET", path: "/api/studio/settings", access: "staff", permission: "work.read", response: studioSettingsSchema },
  /** Only the studio's owner; a logo comes as the URL it was uploaded to with uploadTicket. */
  updateStudioSettings: { method: "PUT", path: "/api/studio/settings", access: "staff", permission: "studio.manage", request: updateStudioSettingsRequestSchema, response: studioSettingsSchema },

  /** Members (the owner first) and pending invitations; every member may see who is in the studio. */
  team: { method: "GET", path: "/api/team", access: "staff", permission: "work.read", response: teamSchema },
  /** Mails the link; 409 when the e-mail already has an account. */
  inviteMember: { method: "POST", path: "/api/team/invitations", access: "staff", permission: "team.manage", request: inviteMemberRequestSchema, response: teamInvitationSchema },
  revokeInvitation: { method: "DELETE", path: "/api/team/invitations/:invitationId", access: "staff", permission: "team.manage", response: noContentSchema },
  /** The member's sessions carry the new role from their next request. */
  changeMemberRole: { method: "PUT", path: "/api/team/members/:memberId", access: "staff", permission: "team.manage", request: changeMemberRoleRequestSchema, response: teamMemberSchema },
  /** Any member's, the owner's and the caller's own included: a rate is not a role. */
  setMemberRate: { method: "PUT", path: "/api/team/members/:memberId/rate", access: "staff", permission: "team.manage", request: setMemberRateRequestSchema, response: teamMemberSchema },
  /** Ends the member's sessions and sockets at once; their work stays, attributed to them. */
  removeMember: { method: "DELETE", path: "/api/team/members/:memberId", access: "staff", permission: "team.manage", response: noContentSchema },
  /** The owner becomes an admin and the member the owner, in one transaction. */
  transferOwnership: { method: "POST", path: "/api/team/ownership", access: "staff", permission: "team.transfer", request: transferOwnershipRequestSchema, response: teamSchema },
  /** The token is in the body, not the path, so it is in no log line. */
  invitationPreview: { method: "POST", path: "/api/invitations/preview", access: "public", signInLimited: true, request: invitationPreviewRequestSchema, response: invitationPreviewSchema },
  acceptInvitation: { method: "POST", path: "/api/invitations/accept", access: "public", signInLimited: true, request: acceptInvitationRequestSchema, response: userSchema },
});

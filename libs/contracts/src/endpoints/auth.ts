import { changePasswordRequestSchema, forgotPasswordRequestSchema, forgotPasswordResponseSchema, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema, updateProfileRequestSchema, userSchema } from "../auth";
import { studioSettingsSchema, updateStudioSettingsRequestSchema } from "../studio-settings";
import { noContentSchema, ownedBy } from "./route";

/** Designers, their sessions and passwords, and the studio's settings. */
export const authEndpoints = ownedBy("auth", {
  currentUser: { method: "GET", path: "/api/user", access: "staff", response: userSchema },
  logIn: { method: "POST", path: "/api/login", access: "public", signInLimited: true, request: loginRequestSchema, response: userSchema },
  register: { method: "POST", path: "/api/register", access: "public", signInLimited: true, request: registerRequestSchema, response: userSchema },
  logOut: { method: "POST", path: "/api/logout", access: "public", response: noContentSchema },
  /** The signed-in user's names and photo; a photo comes as the URL it was uploaded to with uploadTicket. */
  updateProfile: { method: "PUT", path: "/api/user/profile", access: "staff", request: updateProfileRequestSchema, response: userSchema },
  /** A wrong current password is a 400 on currentPassword; the user's other sessions are signed out, this one stays. */
  changePassword: { method: "PUT", path: "/api/user/password", access: "staff", signInLimited: true, request: changePasswordRequestSchema, response: noContentSchema },
  /** Mails a reset link when the e-mail has an account; the answer is the same when it has none. */
  forgotPassword: { method: "POST", path: "/api/password-reset", access: "public", signInLimited: true, request: forgotPasswordRequestSchema, response: forgotPasswordResponseSchema },
  /** Sets the new password with the link's token, once, and signs out every session of the user. */
  resetPassword: { method: "POST", path: "/api/password-reset/confirm", access: "public", signInLimited: true, request: resetPasswordRequestSchema, response: noContentSchema },

  studioSettings: { method: "GET", path: "/api/studio/settings", access: "staff", response: studioSettingsSchema },
  /** Only the studio's owner; a logo comes as the URL it was uploaded to with uploadTicket. */
  updateStudioSettings: { method: "PUT", path: "/api/studio/settings", access: "staff", request: updateStudioSettingsRequestSchema, response: studioSettingsSchema },
});

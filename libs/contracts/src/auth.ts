import { z } from "zod";
import { text } from "./fields";
import { permissionSchema, roleSchema } from "./permissions";

/**
 * The spec's "basic address pattern" (no spaces, one @, a dot in the domain), without the characters
 * that only quoted addresses use and that would break a mail header or a page showing the address.
 * The apostrophe stays: it is ordinary in real addresses (o'brien@…).
 */
const ADDRESS_PART = /[^\s@<>"`,;:\\()[\]]+/.source;
const EMAIL_PATTERN = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`);

export const emailField = text("Please enter a valid email address")
  .trim()
  .max(254, "Email must be at most 254 characters")
  .regex(EMAIL_PATTERN, "Please enter a valid email address");

/** The upper bound keeps a single request from making the KDF do unbounded work. */
export const passwordField = text("Password must be at least 6 characters")
  .min(6, "Password must be at least 6 characters")
  .max(200, "Password must be at most 200 characters");

export const nameField = (label: string) =>
  text(`${label} must be at least 2 characters`)
    .trim()
    .min(2, `${label} must be at least 2 characters`)
    .max(100, `${label} must be at most 100 characters`);

export const loginRequestSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const studioSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The IANA zone the studio's screens show times in. */
  timeZone: z.string(),
});

export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: roleSchema,
  /** What the member may do: their role's permissions less what the studio's policy keeps from it; the web hides the rest. */
  permissions: z.array(permissionSchema),
  studio: studioSummarySchema,
});
export type User = z.infer<typeof userSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  notAuthenticated: "Not authenticated",
  wrongCurrentPassword: "Current password is incorrect",
  resetLinkSent: "If an account exists for that email, a link to reset its password is on its way. It works once, within an hour.",
  resetLinkInvalid: "This reset link is invalid, used or expired. Please ask for a new one.",
  profileSaved: "Profile saved",
  passwordChanged: "Password changed",
  passwordReset: "Password reset",
  uploadFirst: "Upload the photo with POST /api/objects/upload first",
  nothingUploaded: "Nothing was uploaded to this URL",
  photoTooLarge: "Photo exceeds 5MB limit",
  notAPhoto: "The photo must be a PNG, JPG or WebP image",
} as const;

/** What a profile photo may be; the server keeps it as a square PNG of `size` pixels. */
export const PROFILE_PHOTO_LIMITS = { maxBytes: 5 * 1024 * 1024, size: 256, types: ["image/png", "image/jpeg", "image/webp"] } as const;

/**
 * PUT /api/user/profile: the names, and the photo as the URL it was uploaded to (POST /api/objects/upload),
 * null to remove it, or absent to keep it.
 */
export const updateProfileRequestSchema = z.object({
  firstName: nameField("First name"),
  lastName: nameField("Last name"),
  profileImageURL: text("profileImageURL must be an upload URL").trim().min(1, AUTH_MESSAGES.uploadFirst).max(4000).nullish(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** PUT /api/user/password: the current password proves it is the user; the new one follows the sign-up rules. */
export const changePasswordRequestSchema = z.object({
  currentPassword: text("Current password is required").min(1, "Current password is required").max(200, "Password must be at most 200 characters"),
  newPassword: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/password-reset: answered alike whether or not the e-mail has an account. */
export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const forgotPasswordResponseSchema = z.object({ message: z.string() });

/** POST /api/password-reset/confirm: the token from the mailed link, and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: text(AUTH_MESSAGES.resetLinkInvalid).min(20, AUTH_MESSAGES.resetLinkInvalid).max(200, AUTH_MESSAGES.resetLinkInvalid),
  password: passwordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

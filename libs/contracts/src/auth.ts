import { z } from "zod";
import { text } from "./fields";

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

const nameField = (label: string) =>
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
});

export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  studio: studioSummarySchema,
});
export type User = z.infer<typeof userSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  notAuthenticated: "Not authenticated",
} as const;

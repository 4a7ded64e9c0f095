import { AUTH_MESSAGES, memberPermissions, type RegisterRequest, type User } from "@atelier/contracts";
import { Prisma, type PrismaClient } from "@atelier/db";
import { conflict, type ObjectStorage } from "@atelier/kit";
import type { PasswordHasher } from "./password";

export const withStudio = { studio: { select: { id: true, name: true, timeZone: true, designersSeeCosts: true } } } as const;
export type UserWithStudio = Prisma.UserGetPayload<{ include: typeof withStudio }>;

/** Read URLs of the photo last six hours (and stay the same for an hour, for the browser's cache). */
const PHOTO_URL_SECONDS = 6 * 3600;

/** The public shape of a user: never the password hash; the photo as a signed read URL. */
export async function toUserResponse(storage: ObjectStorage, user: UserWithStudio): Promise<User> {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageObjectKey ? await storage.downloadUrl(user.profileImageObjectKey, PHOTO_URL_SECONDS) : null,
    role: user.role,
    permissions: memberPermissions(user.role, user.studio),
    studio: { id: user.studio.id, name: user.studio.name, timeZone: user.studio.timeZone },
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A new user owns a new studio of their own; both are created together or not at all. */
export async function registerUser(prisma: PrismaClient, passwords: PasswordHasher, input: RegisterRequest): Promise<UserWithStudio> {
  const passwordHash = await passwords.hash(input.password);
  try {
    return await prisma.user.create({
      data: {
        email: normalizeEmail(input.email),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: "owner",
        studio: { create: { name: `${input.firstName} ${input.lastName} Studio` } },
      },
      include: withStudio,
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw conflict(AUTH_MESSAGES.emailTaken);
    }
    throw error;
  }
}

/** A member of a studio by e-mail; one the studio removed is nobody, so they cannot sign in or reset a password. */
export function findMemberByEmail(prisma: PrismaClient, email: string) {
  return prisma.user.findFirst({ where: { email: normalizeEmail(email), removedAt: null }, include: withStudio });
}

export function findMemberById(prisma: PrismaClient, id: string) {
  return prisma.user.findFirst({ where: { id, removedAt: null }, include: withStudio });
}

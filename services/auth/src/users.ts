import { AUTH_MESSAGES, type RegisterRequest, type User } from "@atelier/contracts";
import { Prisma, type PrismaClient } from "@atelier/db";
import { conflict } from "@atelier/kit";
import type { PasswordHasher } from "./password";

const withStudio = { studio: { select: { id: true, name: true } } } as const;
export type UserWithStudio = Prisma.UserGetPayload<{ include: typeof withStudio }>;

/** The public shape of a user: never the password hash. */
export function toUserResponse(user: UserWithStudio): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    studio: user.studio,
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

export function findUserByEmail(prisma: PrismaClient, email: string) {
  return prisma.user.findUnique({ where: { email: normalizeEmail(email) }, include: withStudio });
}

export function findUserById(prisma: PrismaClient, id: string) {
  return prisma.user.findUnique({ where: { id }, include: withStudio });
}

import { Prisma } from "./generated/prisma/client";

/** A write refused by a unique index: the row, or the one it would duplicate, is already there. */
export const isUniqueViolation = (error: unknown): boolean => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

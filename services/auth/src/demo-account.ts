import { createPrismaClient } from "@atelier/db";
import { authConfigSchema } from "./config";
import { createPasswordHasher } from "./password";
import { findMemberByEmail, registerUser } from "./users";

/** The account `make dev` creates so a new developer can sign in at once (printed in the README). */
export const DEMO_ACCOUNT = {
  email: "demo@atelier.studio",
  password: "atelier-demo",
  firstName: "Thandi",
  lastName: "Mokoena",
} as const;

export async function ensureDemoAccount(databaseUrl: string): Promise<void> {
  const prisma = createPrismaClient(databaseUrl);
  try {
    if (await findMemberByEmail(prisma, DEMO_ACCOUNT.email)) return;
    const cost = authConfigSchema.shape.PASSWORD_HASH_COST.parse(process.env.PASSWORD_HASH_COST);
    await registerUser(prisma, createPasswordHasher(cost), DEMO_ACCOUNT);
  } finally {
    await prisma.$disconnect();
  }
}

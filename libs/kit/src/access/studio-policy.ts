import { memberAllows, memberRefusal, policyNarrows, type Permission, type Role, type StudioAccessPolicy } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { Identity } from "../identity";
import { forbidden } from "../http-error";
import { callerKindOf, staffFrom } from "./callers";

/** Reads a studio's access policy; read on each call that needs it, so an owner's change holds from the next request. */
export type StudioPolicyReader = (studioId: string) => Promise<StudioAccessPolicy>;

export function studioPolicyReader(prisma: Pick<PrismaClient, "studio">): StudioPolicyReader {
  return (studioId) => prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { designersSeeCosts: true } });
}

/** The policy is read only for a role it can narrow: most calls cost no query. */
async function allows(readPolicy: StudioPolicyReader, role: Role, studioId: string, permission: Permission): Promise<boolean> {
  if (!policyNarrows(role, permission)) return memberAllows(role, permission, { designersSeeCosts: true });
  return memberAllows(role, permission, await readPolicy(studioId));
}

/** Refuses (403) a member whose role, or whose studio's policy for it, does not allow `permission`. */
export async function requirePermission(readPolicy: StudioPolicyReader, role: Role, studioId: string, permission: Permission): Promise<void> {
  if (!(await allows(readPolicy, role, studioId, permission))) throw forbidden(memberRefusal(role, permission));
}

/**
 * Whether the caller may see what the studio pays (cost prices, supplier quotes, markups, margins), read once per
 * request when first asked: answers to one who may not leave those fields out. A client on the portal never may;
 * another Atelier service always may.
 */
export function costVisibility(readPolicy: StudioPolicyReader, identity: Identity): () => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return () => {
    answer ??= (async () => {
      const kind = callerKindOf(identity);
      if (kind !== "staff") return kind === "internal";
      const { role, studioId } = staffFrom(identity);
      return allows(readPolicy, role, studioId, "costs.read");
    })();
    return answer;
  };
}

/** Whether a member may see what the studio pays, for work done on their behalf (a job's result they will read). */
export async function memberSeesCosts(prisma: Pick<PrismaClient, "user">, userId: string): Promise<boolean> {
  const member = await prisma.user.findUnique({ where: { id: userId }, select: { role: true, studio: { select: { designersSeeCosts: true } } } });
  return member ? memberAllows(member.role, "costs.read", member.studio) : false;
}

import type { Permission } from "@atelier/contracts";
import { useAuth } from "@/features/auth/queries/use-auth";

/** Whether the signed-in member may do `permission`, as the server says (their role and the studio's policy): what they may not, the app does not offer. */
export function useCan(permission: Permission): boolean {
  const { user } = useAuth();
  return Boolean(user?.permissions.includes(permission));
}

/**
 * Whether to offer what needs `permission` (a button, a field): withheld once the signed-in member is known not to
 * have it; the server refuses it anyway, so until the member is known the offer stands.
 */
export function useOffers(permission: Permission): boolean {
  const { user } = useAuth();
  return !user || user.permissions.includes(permission);
}

/**
 * Whether to offer cost prices, supplier quotes, markups and margins for entry: the server leaves them out of its
 * answers to a member who may not see them, and ignores nothing it is sent, so a form must not send them either.
 */
export const useSeesCosts = () => useOffers("costs.read");

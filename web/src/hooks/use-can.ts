import { roleAllows, type Permission } from "@atelier/contracts";
import { useAuth } from "@/features/auth/queries/use-auth";

/** Whether the signed-in member's role allows `permission` (the contracts' table): what it does not, the app does not offer. */
export function useCan(permission: Permission): boolean {
  const { user } = useAuth();
  return Boolean(user && roleAllows(user.role, permission));
}

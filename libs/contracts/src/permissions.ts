import { z } from "zod";

/** The roles a member of a studio holds; a studio always has exactly one owner. */
export const ROLES = ["owner", "admin", "designer", "bookkeeper", "viewer"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The roles an owner or admin may give by invitation or change to; ownership moves only by a transfer. */
export const ASSIGNABLE_ROLES = ["admin", "designer", "bookkeeper", "viewer"] as const satisfies readonly Role[];
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", admin: "Admin", designer: "Designer", bookkeeper: "Bookkeeper", viewer: "Viewer" };

/** What each role is for, as the Team screen explains it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including the studio's settings, team and ownership",
  admin: "Everything but transferring ownership",
  designer: "Runs projects: rooms, items, quotes, procurement and the portal",
  bookkeeper: "Invoices, payments and statements; sees projects without changing them",
  viewer: "Sees projects without changing them, and never cost prices or accounts",
};

/**
 * What a route needs of its caller beyond being a member of the studio. Every staff route of the table names one,
 * and kit's access rules refuse a member whose role lacks it with 403 before the handler runs.
 */
export const PERMISSIONS = {
  /** Their own profile, password and notifications. */
  "own.account": "Your own profile, password and notifications",
  "work.read": "See the studio's projects and their work",
  "work.write": "Change projects and their work",
  /** Supplier orders, cost breakdowns and margins: what the studio pays, never shown to a viewer. */
  "costs.read": "See supplier orders, cost breakdowns and margins",
  "accounts.read": "See invoices, payments and statements",
  "accounts.write": "Issue invoices and credit notes, record payments and refunds",
  "studio.manage": "Change the studio's settings",
  "team.manage": "Invite, change and remove members",
  "team.transfer": "Transfer the studio's ownership",
  "activity.read": "See what everyone in the studio changed, across its projects",
  "studio.export": "Export all of the studio's data",
  "studio.import": "Restore a studio from its export into an empty install",
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const permissionSchema = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]]);

const EVERY_MEMBER: readonly Permission[] = ["own.account", "work.read"];
const ACCOUNTS: readonly Permission[] = ["accounts.read", "accounts.write"];

/** The one permission table: what each role may do. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: [...EVERY_MEMBER, "work.write", "costs.read", ...ACCOUNTS, "studio.manage", "team.manage", "team.transfer", "activity.read", "studio.export", "studio.import"],
  admin: [...EVERY_MEMBER, "work.write", "costs.read", ...ACCOUNTS, "studio.manage", "team.manage", "activity.read"],
  designer: [...EVERY_MEMBER, "work.write", "costs.read"],
  bookkeeper: [...EVERY_MEMBER, "costs.read", ...ACCOUNTS],
  viewer: [...EVERY_MEMBER],
};

export const roleAllows = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** A studio's own narrowing of the table: its owner may keep cost prices, supplier quotes, markups and margins from designers. */
export interface StudioAccessPolicy {
  designersSeeCosts: boolean;
}

/** Whether the studio's policy can take `permission` from `role`: only then need it be read. */
export const policyNarrows = (role: Role, permission: Permission): boolean => role === "designer" && permission === "costs.read";

/** What a member may do: their role's permissions, less what the studio's policy keeps from that role. */
export const memberAllows = (role: Role, permission: Permission, policy: StudioAccessPolicy): boolean =>
  roleAllows(role, permission) && !(policyNarrows(role, permission) && !policy.designersSeeCosts);

export const memberPermissions = (role: Role, policy: StudioAccessPolicy): Permission[] =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => memberAllows(role, permission, policy));

/** The 403 a member gets for a route their role does not allow. */
export const roleRefusal = (role: Role, permission: Permission): string => `Your role (${ROLE_LABELS[role]}) does not allow this: ${PERMISSIONS[permission].toLowerCase()}`;

/** Where a project's actions would be, for a member whose role may see the work but not change it. */
export const readOnlyNotice = (role: Role): string => `Your role (${ROLE_LABELS[role]}) lets you see this project, not change it`;

/** The 403 a designer gets for costs when the studio keeps them from designers. */
export const POLICY_REFUSALS = {
  costs: "Your studio keeps cost prices, supplier quotes, markups and margins to its owner, admins and bookkeepers",
  /** A quote's lines are priced from costs and markups. */
  pricing: "Pricing a quote's lines needs its cost prices and markups, which your role or studio keeps from you",
} as const;

/** The refusal for a permission the member lacks, by role or by the studio's policy. */
export const memberRefusal = (role: Role, permission: Permission): string => (roleAllows(role, permission) ? POLICY_REFUSALS.costs : roleRefusal(role, permission));

import { PORTAL_LINK_DAYS } from "@atelier/contracts";

const CLIENT_ACCESS = [
  "Project overview and status",
  "Room designs and images",
  "Quote approval with digital signature",
  "Meeting schedules",
  "Installation and delivery progress",
];

/** What the spec says a client's link gives: how long it lasts and what it opens. */
export function PortalAccessList() {
  return (
    <div className="grid gap-2 rounded-md bg-muted p-3 text-sm">
      <p>This link expires in {PORTAL_LINK_DAYS} days. Your client can access:</p>
      <ul className="list-disc pl-5 text-muted-foreground">
        {CLIENT_ACCESS.map((access) => (
          <li key={access}>{access}</li>
        ))}
      </ul>
    </div>
  );
}

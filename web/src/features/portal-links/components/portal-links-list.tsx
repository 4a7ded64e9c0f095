import type { PortalLink } from "@atelier/contracts";
import { Button } from "@/components/ui/button";
import { usePortalLinks, useRevokePortalLink } from "@/features/portal-links/queries/use-portal-links";
import { useStudioDates, type StudioDates } from "@/lib/studio-time-zone";

function stateOf(link: PortalLink, now: Date, { formatDate }: StudioDates): string | null {
  if (link.revokedAt) return `Revoked ${formatDate(link.revokedAt)}`;
  if (Date.parse(link.expiresAt) <= now.getTime()) return "Expired";
  return null;
}

/** The project's links, with Revoke on those still working; tokens are never shown here. */
export function PortalLinksList({ projectId }: { projectId: string }) {
  const links = usePortalLinks(projectId);
  const revoke = useRevokePortalLink(projectId);
  const dates = useStudioDates();
  const { formatDate, formatDateTime } = dates;
  if (links.isPending) return <p className="text-sm text-muted-foreground">Loading links...</p>;
  if (links.isError) return <p className="text-sm text-destructive">Could not load this project's links.</p>;
  if (links.data.length === 0) return <p className="text-sm text-muted-foreground">No links yet.</p>;
  const now = new Date();
  return (
    <ul className="grid max-h-60 gap-2 overflow-y-auto" aria-label="Portal links">
      {links.data.map((link) => {
        const state = stateOf(link, now, dates);
        return (
          <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm">
            <div className="grid">
              <span>Created {formatDate(link.createdAt)} · expires {formatDate(link.expiresAt)}</span>
              <span className="text-muted-foreground">{link.lastUsedAt ? `Last used ${formatDateTime(link.lastUsedAt)}` : "Not used yet"}</span>
            </div>
            {state ? (
              <span className="text-muted-foreground">{state}</span>
            ) : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(link.id)}
                aria-label={`Revoke the link created ${formatDate(link.createdAt)}`}
              >
                Revoke
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

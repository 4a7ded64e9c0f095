import type { ReactNode } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Card } from "@/components/ui/card";
import { PortalEmptyState, type PortalEmpty } from "./portal-empty-state";

export interface PortalListEntry {
  id: string;
  title: string;
  status: string;
  /** Lines under the title: when, how long, where, who. */
  details: ReactNode[];
  description?: string | null;
}

interface PortalListProps {
  title: string;
  entries: PortalListEntry[];
  empty: PortalEmpty;
}

/** A titled list of dated entries with their status, or what shows when there are none. */
export function PortalList({ title, entries, empty }: PortalListProps) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-xl">{title}</h2>
      {entries.length === 0 ? (
        <PortalEmptyState {...empty} />
      ) : (
        <ul className="grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Card className="grid gap-1 p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-medium">{entry.title}</p>
                  <StatusBadge status={entry.status} />
                </div>
                {entry.description && <p className="text-sm">{entry.description}</p>}
                {entry.details.filter(Boolean).map((detail, index) => (
                  <p key={index} className="text-sm text-muted-foreground">
                    {detail}
                  </p>
                ))}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

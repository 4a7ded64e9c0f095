import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { humanize } from "@/lib/labels";

export interface EntryFact {
  icon: LucideIcon;
  label: string;
  value: string;
}

interface ScheduleEntryCardProps {
  title: string;
  type: string;
  status: string;
  priority: string;
  description: string | null;
  facts: readonly EntryFact[];
  /** Anything particular to the kind of entry, such as the attendees of a meeting. */
  children?: ReactNode;
  actions?: ReactNode;
}

/** One meeting or installation in a schedule list: an article named by its title. */
export function ScheduleEntryCard({ title, type, status, priority, description, facts, children, actions }: ScheduleEntryCardProps) {
  const titleId = useId();
  return (
    <li>
      <Card className="grid gap-4 p-5" role="article" aria-labelledby={titleId}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-2">
            <h4 id={titleId} className="font-display text-lg leading-snug">
              {title}
            </h4>
            <div className="flex flex-wrap gap-2">
              <Badge>{humanize(type)}</Badge>
              <StatusBadge status={status} />
              <Badge tone={priority === "urgent" || priority === "high" ? "warning" : "neutral"}>{humanize(priority)} priority</Badge>
            </div>
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-center gap-2">
              <dt>
                <Icon className="size-4 text-accent" aria-hidden="true" />
                <span className="sr-only">{label}</span>
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </Card>
    </li>
  );
}

import { ACTIVITY_ACTIONS, ACTIVITY_RECORDS, type ActivityEntry } from "@atelier/contracts";
import { Link } from "react-router-dom";
import { useStudioDates } from "@/lib/studio-time-zone";

/** "after quote.approved": what Atelier, or a member's job, acted on. */
const causeOf = (cause: string) => cause.replace(/[.-]/g, " ");

/** One change: who did what to which record, when, and each field's value before and after. */
export function ActivityEntryRow({ entry, showProject }: { entry: ActivityEntry; showProject: boolean }) {
  const { formatDateTime } = useStudioDates();
  const { actor, record } = entry;
  return (
    <li className="grid gap-1 border-b border-border py-3 last:border-0">
      <p className="break-words">
        <span className="font-medium">{actor.name}</span> {ACTIVITY_ACTIONS[entry.action]} {ACTIVITY_RECORDS[record.type].label}{" "}
        <span className="font-medium">{record.label}</span>
        {showProject && entry.projectId && entry.projectTitle && (
          <>
            {" in "}
            <Link to={`/projects/${entry.projectId}`} className="underline underline-offset-2">
              {entry.projectTitle}
            </Link>
          </>
        )}
      </p>
      <p className="text-sm text-muted-foreground">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {actor.cause && ` · after ${causeOf(actor.cause)}`}
      </p>
      {entry.changes.length > 0 && (
        <ul className="grid gap-0.5 text-sm" aria-label={`What changed in ${record.label}`}>
          {entry.changes.map((change) => (
            <li key={change.field + change.label} className="break-words">
              <span className="text-muted-foreground">{change.label}:</span> {change.before === null ? "" : <del className="text-muted-foreground">{change.before}</del>}
              {change.before !== null && " → "}
              {change.after ?? <span className="text-muted-foreground italic">empty</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

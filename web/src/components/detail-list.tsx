import { cn } from "@/lib/utils";

interface DetailListProps {
  /** Label and value; a missing value reads "Not specified". */
  entries: readonly (readonly [string, string | number | null])[];
  className?: string;
}

export function DetailList({ entries, className }: DetailListProps) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-2", className)}>
      {entries.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className={cn("text-sm whitespace-pre-line", value === null && "text-muted-foreground italic")}>
            {value ?? "Not specified"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

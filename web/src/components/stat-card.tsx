import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  /** A line under the figure: a trend, a comparison or what the figure needs. */
  detail?: ReactNode;
  className?: string;
}

/** One labelled figure; the label and the value are a term and its definition for assistive technology. */
export function StatCard({ label, value, icon: Icon, detail, className }: StatCardProps) {
  return (
    <Card className={cn("@container p-5", className)}>
      <dl className="grid gap-2">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          {Icon && <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />}
        </div>
        <dd
          className={cn(
            "font-display leading-tight whitespace-nowrap",
            // A long figure such as "R 2,668,000.00" is sized to the card so it stays on one line in a narrow column.
            isLong(value) ? "text-[clamp(1rem,11cqi,1.875rem)]" : "text-2xl sm:text-3xl",
          )}
        >
          {value}
        </dd>
        {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
      </dl>
    </Card>
  );
}

const LONG_VALUE_LENGTH = 8;

function isLong(value: ReactNode): boolean {
  return typeof value === "string" && value.length > LONG_VALUE_LENGTH;
}

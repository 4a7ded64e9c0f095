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

/**
 * One labelled figure; the label and the value are a term and its definition for assistive technology.
 * On a phone a card as wide as the screen is one compact row, the label beside the figure, so a few of
 * them do not fill the screen; two to a row, they stack as on a desktop.
 */
export function StatCard({ label, value, icon: Icon, detail, className }: StatCardProps) {
  return (
    <Card className={cn("@container flex min-w-0 items-start gap-3 px-4 py-3 sm:p-5", className)}>
      <dl className="grid min-w-0 flex-1 gap-2 max-sm:@2xs:grid-cols-[minmax(0,1fr)_auto] max-sm:@2xs:items-baseline max-sm:@2xs:gap-x-3 max-sm:@2xs:gap-y-1">
        <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
        <dd
          className={cn(
            // A figure too wide for a phone's card wraps rather than widening the page.
            "min-w-0 font-display leading-tight sm:whitespace-nowrap",
            // A long figure such as "R 2,668,000.00" is sized to the card so it stays on one line in a narrow column.
            isLong(value) ? "text-[clamp(1rem,11cqi,1.875rem)] max-sm:@2xs:text-xl" : "text-2xl max-sm:@2xs:text-xl sm:text-3xl",
          )}
        >
          {value}
        </dd>
        {detail && <dd className="col-span-full text-xs text-muted-foreground">{detail}</dd>}
      </dl>
      {Icon && <Icon className="size-5 shrink-0 text-accent max-sm:@2xs:hidden" aria-hidden="true" />}
    </Card>
  );
}

const LONG_VALUE_LENGTH = 8;

function isLong(value: ReactNode): boolean {
  return typeof value === "string" && value.length > LONG_VALUE_LENGTH;
}

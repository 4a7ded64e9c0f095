import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

interface ProgressProps extends Omit<ComponentProps<"div">, "role" | "children"> {
  /** 0 to 100. */
  value: number;
  /** A progressbar for work under way, a meter for a reading such as the input level. */
  role?: "progressbar" | "meter";
}

/** A horizontal bar filled to `value` percent; give it an aria-label. */
export function Progress({ value, role = "progressbar", className, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role={role}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <div className="h-full rounded-full bg-accent transition-[width] duration-100" style={{ width: `${percent}%` }} />
    </div>
  );
}

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: string;
  className?: string;
  /** The title is a heading when the empty state is the whole page, as on a not-found page. */
  titleAs?: "p" | "h1" | "h2";
  children?: ReactNode;
}

/** What a panel shows when there is nothing (yet) to put in it. */
export function EmptyState({ icon: Icon, title, description, className, titleAs: Title = "p", children }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center gap-3 px-6 py-16 text-center", className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-accent">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Title className="font-display text-xl">{title}</Title>
      <p className="max-w-md text-sm leading-relaxed text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}

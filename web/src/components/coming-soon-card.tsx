import type { LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

interface ComingSoonCardProps {
  icon: LucideIcon;
  title: string;
  /** What will live here once it is built. */
  description: string;
}

/** A named card for a feature that is not built yet: it says so rather than offering buttons that do nothing. */
export function ComingSoonCard({ icon: Icon, title, description }: ComingSoonCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-accent">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>Coming soon: {description}</CardDescription>
        </div>
      </CardHeader>
    </Card>
  );
}

import type { LucideIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Card } from "@/components/ui/card";

export interface PortalEmpty {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** What a portal section shows while the studio has put nothing in it yet. */
export function PortalEmptyState({ icon, title, description }: PortalEmpty) {
  return (
    <Card>
      <EmptyState icon={icon} title={title} description={description} className="py-10" />
    </Card>
  );
}

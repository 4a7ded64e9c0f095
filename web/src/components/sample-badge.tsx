import { Badge } from "@/components/ui/badge";

/** Marks what Add Sample Data made: a sample home to try Atelier out, kept out of the figures and the client portal. */
export function SampleBadge() {
  return (
    <Badge tone="info" title="Added by Add Sample Data to try Atelier out: not in your figures or your client's portal">
      Sample
    </Badge>
  );
}

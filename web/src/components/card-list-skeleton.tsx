import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** Stand-in cards while a list loads (three, spec section 9). */
export function CardListSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="grid gap-3 p-5">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}

import { CircleAlert, LogIn } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { isUnauthorizedError } from "@/lib/api";
import { cn } from "@/lib/utils";

interface QueryErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** What failed to load, for the message: "projects", "meetings". */
  what: string;
  className?: string;
}

/** A panel whose data could not be loaded: an ended session is named as such, anything else can be retried. */
export function QueryErrorState({ error, onRetry, what, className }: QueryErrorStateProps) {
  if (isUnauthorizedError(error)) {
    return <EmptyState icon={LogIn} title="Session expired" description="Please log in again." className={className} />;
  }
  return (
    <EmptyState
      icon={CircleAlert}
      title={`Could not load ${what}`}
      description="Something went wrong while loading. Please try again."
      className={cn("py-10", className)}
    >
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </EmptyState>
  );
}

import { INVALID_PORTAL_LINK_MESSAGE } from "@atelier/contracts";
import { CloudOff, LinkIcon, SearchX } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError, isNotFoundError, serverMessage } from "@/lib/api";

/**
 * A link the portal never gave is the spec's 'Project Not Found'; one the studio gave that has expired or been
 * withdrawn says so, naming the studio and how to reach it; anything else (too many tries, the service down) says
 * so and offers to try again.
 */
export function PortalUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        {isNotFoundError(error) ? (
          <EmptyState icon={SearchX} titleAs="h1" title="Project Not Found" description={INVALID_PORTAL_LINK_MESSAGE} />
        ) : error instanceof ApiError && error.status === 410 ? (
          <EmptyState icon={LinkIcon} titleAs="h1" title="This Link Has Ended" description={serverMessage(error) ?? INVALID_PORTAL_LINK_MESSAGE} />
        ) : (
          <EmptyState
            icon={CloudOff}
            titleAs="h1"
            title="Portal Unavailable"
            description={serverMessage(error) ?? "The project portal could not be loaded. Please try again in a moment."}
          >
            <Button className="min-h-11" onClick={onRetry}>
              Try Again
            </Button>
          </EmptyState>
        )}
      </Card>
    </main>
  );
}

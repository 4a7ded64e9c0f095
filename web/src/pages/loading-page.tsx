import { Skeleton } from "@/components/ui/skeleton";
import { Wordmark } from "@/components/wordmark";

/** Shown while the app learns whether someone is signed in. */
export function LoadingPage() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-screen flex-col items-center justify-center gap-6">
      <Wordmark className="text-3xl text-muted-foreground" />
      <div className="grid w-48 gap-2">
        <Skeleton className="h-2" />
        <Skeleton className="mx-auto h-2 w-2/3" />
      </div>
    </div>
  );
}

import { CloudOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PRODUCT_NAME } from "@/lib/brand";

/** Shown when the app cannot tell whether someone is signed in because the server did not answer properly. */
export function UnavailablePage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center sm:p-10">
        <CloudOff className="mx-auto mb-4 size-10 text-accent" aria-hidden="true" />
        <h1 className="text-3xl">{PRODUCT_NAME} is unavailable</h1>
        <p className="mt-3 text-muted-foreground">Failed to fetch user. Please check your connection and try again.</p>
        <Button className="mt-8" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </main>
  );
}

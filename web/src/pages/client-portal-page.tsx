import { Sofa } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Card } from "@/components/ui/card";
import { Wordmark } from "@/components/wordmark";

/** Public: clients reach it through the link their designer shares, without an account. */
export function ClientPortalPage() {
  return (
    <div className="min-h-screen">
      <header className="border-b border-border px-4 py-5 sm:px-8">
        <Wordmark />
      </header>
      <main className="mx-auto max-w-3xl px-4 py-12 sm:py-20">
        <h1 className="mb-8 text-center text-3xl sm:text-4xl">Client Portal</h1>
        <Card>
          <EmptyState
            icon={Sofa}
            title="Your portal is being prepared"
            description="Your designer's studio is getting your project portal ready. Designs, quotes, meetings and progress will appear here soon."
          />
        </Card>
      </main>
    </div>
  );
}

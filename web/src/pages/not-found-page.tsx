import { Compass } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

export function NotFoundPage() {
  useDocumentTitle("404 Page Not Found", PRODUCT_NAME);
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center sm:p-10">
        <Compass className="mx-auto mb-4 size-10 text-accent" aria-hidden="true" />
        <h1 className="text-3xl">404 Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <Button asChild className="mt-8">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      </Card>
    </main>
  );
}

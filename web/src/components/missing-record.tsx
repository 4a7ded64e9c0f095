import { SearchX } from "lucide-react";
import { Link } from "react-router-dom";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

/** A project or room that does not exist (or is not this studio's), with the way back. */
export function MissingRecord({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title, PRODUCT_NAME);
  return (
    <div className="mx-auto max-w-xl">
      <Card>
        <EmptyState icon={SearchX} title={title} description={description} titleAs="h1">
          <Button asChild className="mt-2">
            <Link to="/">Back to Dashboard</Link>
          </Button>
        </EmptyState>
      </Card>
    </div>
  );
}

import { ArrowLeft, Hammer } from "lucide-react";
import { Link } from "react-router-dom";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

interface ComingSoonProps {
  title: string;
  description: string;
  /** What will live here, told to the visitor in the empty frame. */
  upcoming: string;
}

/** A signed-in page whose route exists before its feature does. */
export function ComingSoon({ title, description, upcoming }: ComingSoonProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <Button asChild variant="ghost" size="sm" className="mb-6 -ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <PageHeader title={title} description={description} />
      <Card>
        <EmptyState icon={Hammer} title="Coming soon" description={upcoming} />
      </Card>
    </div>
  );
}

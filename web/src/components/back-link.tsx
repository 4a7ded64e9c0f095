import { ArrowLeft } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export function BackLink({ to, children, className }: { to: string; children: string; className?: string }) {
  return (
    <Button asChild variant="ghost" size="sm" className={cn("-ml-3 w-fit", className)}>
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

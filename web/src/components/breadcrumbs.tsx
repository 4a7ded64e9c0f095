import { ChevronRight } from "lucide-react";
import { Link } from "react-router-dom";
import { BackLink } from "@/components/back-link";

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last, the page itself, has none. */
  to?: string;
}

/**
 * The one way up from a page. A wider screen shows where the page sits, from the dashboard down; a phone shows
 * only the back link in the spec's words ("Back to Project"), as the trail would wrap over lines above the
 * page's own actions to say what the back link says in one.
 */
export function Breadcrumbs({ trail, back }: { trail: Crumb[]; back: { label: string; to: string } }) {
  return (
    <>
      <BackLink to={back.to} className="sm:hidden">
        {back.label}
      </BackLink>
      <Trail trail={trail} />
    </>
  );
}

function Trail({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="max-sm:hidden">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
        {trail.map(({ label, to }) => (
          <li key={to ?? label} className="flex min-w-0 items-center gap-1">
            {to ? (
              <>
                <Link to={to} className="inline-flex min-h-11 items-center rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                  {label}
                </Link>
                <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
              </>
            ) : (
              <span aria-current="page" className="inline-flex min-h-11 min-w-0 items-center font-medium text-foreground">
                {label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { Link } from "react-router-dom";
import { FeatureCards } from "@/components/feature-cards";
import { Button } from "@/components/ui/button";
import { Wordmark } from "@/components/wordmark";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/brand";

export function LandingPage() {
  useDocumentTitle(PRODUCT_NAME, PRODUCT_TAGLINE);
  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-6 sm:px-8">
        <Wordmark />
        <Button asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
      </header>
      <main className="mx-auto max-w-6xl px-4 pt-16 pb-24 sm:px-8 sm:pt-28">
        <section className="mx-auto max-w-3xl text-center">
          <p className="text-xs font-semibold tracking-[0.3em] text-accent uppercase">For interior design studios</p>
          <h1 className="mt-6 text-5xl leading-none tracking-[0.04em] sm:text-7xl">{PRODUCT_NAME}</h1>
          <p className="mt-6 font-display text-xl text-muted-foreground sm:text-2xl">{PRODUCT_TAGLINE}</p>
        </section>
        <section aria-labelledby="features-heading" className="mt-20 sm:mt-28">
          <h2 id="features-heading" className="sr-only">
            Features
          </h2>
          <FeatureCards className="md:grid-cols-3" cardClassName="flex-col bg-card p-8 shadow-sm shadow-foreground/5" />
        </section>
      </main>
    </div>
  );
}

import { SignInForm } from "@/features/auth/components/sign-in-form";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { FeatureCards } from "@/components/feature-cards";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Wordmark } from "@/components/wordmark";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/brand";

export function AuthPage() {
  useDocumentTitle("Sign In", PRODUCT_NAME);
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <main className="flex items-center justify-center px-4 py-12 sm:px-8">
        <div className="w-full max-w-md">
          <Wordmark className="mb-8 block text-center lg:hidden" />
          <Card>
            <CardContent className="pt-6">
              <Tabs defaultValue="sign-in">
                <TabsList className="w-full">
                  <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                  <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in">
                  <SignInForm />
                </TabsContent>
                <TabsContent value="sign-up">
                  <SignUpForm />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
      </main>
      <aside className="flex items-center bg-primary px-6 py-16 text-primary-foreground [--color-accent:var(--color-accent-on-dark)] sm:px-12 lg:px-16">
        <div className="mx-auto w-full max-w-lg">
          <h1 className="text-5xl tracking-[0.04em]">{PRODUCT_NAME}</h1>
          <p className="mt-4 font-display text-xl text-primary-foreground/80">{PRODUCT_TAGLINE}</p>
          <h2 className="sr-only">Features</h2>
          <FeatureCards className="mt-12" cardClassName="border-primary-foreground/15 bg-primary-foreground/5" />
        </div>
      </aside>
    </div>
  );
}

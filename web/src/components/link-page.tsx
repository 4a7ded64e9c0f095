import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Wordmark } from "@/components/wordmark";

/** A mailed link's token rides in its fragment, which browsers never send to a server or in a Referer. */
export const linkToken = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("token");

interface LinkPageProps {
  title: string;
  description: string;
  /** The way back to the sign-in screen. */
  backLabel: string;
  children: ReactNode;
}

/** Where a mailed link opens (a password reset, an invitation): one card on its own, signed in or not. */
export function LinkPage({ title, description, backLabel, children }: LinkPageProps) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <Wordmark className="mb-8 block text-center" />
        <Card>
          <CardHeader>
            <h1 className="text-xl leading-tight font-medium">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {children}
            <Link to="/auth" className="justify-self-center text-sm underline underline-offset-4">
              {backLabel}
            </Link>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

import type { PortalTokenResponse } from "@atelier/contracts";
import { Copy, ExternalLink } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast, toastFailure } from "@/hooks/use-toast";
import { useStudioDates } from "@/lib/studio-time-zone";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link Copied", description: "The portal link is on your clipboard." });
  } catch {
    toastFailure("Error", "Could not copy the link: select it and copy it by hand.");
  }
}

/** The link just made: shown only now, since the server keeps no copy of its token. */
export function NewPortalLink({ link }: { link: PortalTokenResponse }) {
  const { formatDate } = useStudioDates();
  const inputId = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Client portal link</Label>
      <div className="flex gap-2">
        <Input id={inputId} value={link.portalUrl} readOnly onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
        <Button type="button" variant="outline" onClick={() => void copyLink(link.portalUrl)}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Expires {formatDate(link.expiresAt)}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <a href={link.portalUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          Preview Portal
        </a>
      </Button>
    </div>
  );
}

import type { PortalTokenResponse } from "@atelier/contracts";
import { Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useCreatePortalLink } from "@/features/portal-links/queries/use-portal-links";
import { NewPortalLink } from "./new-portal-link";
import { PortalAccessList } from "./portal-access-list";
import { PortalLinksList } from "./portal-links-list";

/** The project header's Client Portal button and its dialog: make a link to share, and see or revoke the project's links. */
export function ClientPortalButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  // Kept only while the dialog is open: the token is not stored anywhere the app could show it again.
  const [link, setLink] = useState<PortalTokenResponse | null>(null);
  const create = useCreatePortalLink(projectId, setLink);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setLink(null);
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden="true" />
          Client Portal
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Client Portal</DialogTitle>
          <DialogDescription>Share a secure link that lets your client follow this project and approve quotes.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <PortalAccessList />
          {link ? (
            <NewPortalLink link={link} />
          ) : (
            <Button type="button" className="justify-self-start" disabled={create.isPending} onClick={() => create.mutate()}>
              {create.isPending ? "Generating..." : "Generate Link"}
            </Button>
          )}
          <section className="grid gap-2" aria-labelledby="portal-links-heading">
            <h3 id="portal-links-heading" className="text-sm font-medium">
              Links to this project
            </h3>
            <PortalLinksList projectId={projectId} />
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

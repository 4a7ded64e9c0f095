import { Search } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { useOpenShortcut } from "../hooks/use-open-shortcut";
import { SearchPalette } from "./search-palette";

/** The top bar's search button; it and Ctrl/⌘-K open the command palette. */
export function SearchButton() {
  const [isOpen, setOpen] = useState(false);
  useOpenShortcut(useCallback(() => setOpen(true), []));
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Search" aria-keyshortcuts="Control+K Meta+K" title="Search (Ctrl K)">
          <Search aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <SearchPalette onClose={() => setOpen(false)} />
    </Dialog>
  );
}

import type { NotificationList } from "@atelier/contracts";
import { Bell, ChevronDown, ChevronUp, X } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { useCurrentToast } from "@/hooks/use-toast";
import { stackOf } from "../lib/notification-list";
import { StackFooter, StackItems, type StackActions } from "./stack-parts";

const countText = (unread: number) => (unread === 1 ? "1 new notification" : `${unread} new notifications`);

/** The newest notification when the stack was hidden, kept on the device so a reload does not bring it back. */
const HIDDEN_AT_KEY = "atelier.notifications.hiddenAt";

// Storage can be refused (a private window, a full disk); hiding then lasts as long as the page.
const storedHiddenAt = (): string | null => {
  try {
    return window.localStorage.getItem(HIDDEN_AT_KEY);
  } catch {
    return null;
  }
};
const storeHiddenAt = (id: string) => {
  try {
    window.localStorage.setItem(HIDDEN_AT_KEY, id);
  } catch {
    // Kept in the page's state only.
  }
};

/**
 * The stack on a phone: one line with the count at the bottom-right, above the safe area, that opens into the
 * stack above it (Escape folds it again). Hide takes it away until a newer notification comes, on this device
 * even after a reload; the bell still counts them. It steps aside while a toast shows, since toasts take the bottom of a phone's screen.
 */
export function PhoneNotificationStack({ list, ...actions }: StackActions & { list: NotificationList }) {
  const { shown, more } = stackOf(list);
  const newest = shown[0];
  const [isOpen, setOpen] = useState(false);
  const [hiddenAt, setHiddenAt] = useState(storedHiddenAt);
  const toastShows = useCurrentToast()?.open ?? false;
  const toggle = useRef<HTMLButtonElement>(null);
  const itemsId = useId();
  const shows = newest !== undefined && newest.id !== hiddenAt && !toastShows;

  const fold = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const hide = () => {
    if (newest === undefined) return;
    setHiddenAt(newest.id);
    storeHiddenAt(newest.id);
    setOpen(false);
  };

  return (
    <section
      aria-label="New notifications"
      onKeyDown={fold}
      className="pointer-events-none fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex w-[calc(100vw-2rem)] flex-col items-end gap-2"
    >
      <p aria-live="polite" className="sr-only">
        {newest && `${newest.title}: ${newest.message}`}
      </p>
      {shows && isOpen && (
        <div id={itemsId} className="grid max-h-[60dvh] w-full gap-2 overflow-y-auto">
          <StackItems shown={shown} {...actions} />
          <StackFooter more={more} {...actions} />
        </div>
      )}
      {shows && (
        <div className="pointer-events-auto flex items-center rounded-full border border-border bg-card shadow-lg">
          <Button ref={toggle} variant="ghost" className="min-h-11 rounded-full pr-3 pl-4" aria-expanded={isOpen} aria-controls={itemsId} onClick={() => setOpen(!isOpen)}>
            <Bell aria-hidden="true" />
            {countText(shown.length + more)}
            {isOpen ? <ChevronDown aria-hidden="true" /> : <ChevronUp aria-hidden="true" />}
          </Button>
          <Button variant="ghost" size="icon-sm" className="size-11 rounded-full" aria-label="Hide new notifications" onClick={hide}>
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </section>
  );
}

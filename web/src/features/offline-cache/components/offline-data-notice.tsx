import { format, isToday } from "date-fns";
import { History } from "lucide-react";
import { useSyncExternalStore } from "react";
import { savedAnswers } from "@/features/offline-cache/lib/saved-answers";
import { formatDateTime } from "@/lib/dates";

/** "14:05" for today, "Nov 22, 14:05" for an earlier day. */
export function savedTime(savedAt: number): string {
  return isToday(savedAt) ? format(savedAt, "HH:mm") : formatDateTime(new Date(savedAt).toISOString());
}

/** Under the top bar while the page shows answers the device saved rather than the server's own: since when. */
export function OfflineDataNotice() {
  const savedAt = useSyncExternalStore(savedAnswers.subscribe, savedAnswers.snapshot);
  if (savedAt === null) return null;
  return (
    <p role="status" className="flex items-center gap-3 border-b border-border bg-muted px-3 py-2 text-sm sm:px-6">
      <History className="size-5 shrink-0 text-accent" aria-hidden="true" />
      Offline: showing what was saved at {savedTime(savedAt)}
    </p>
  );
}

import { History } from "lucide-react";
import { useSyncExternalStore } from "react";
import { savedAnswers } from "@/features/offline-cache/lib/saved-answers";
import { useStudioDates, type StudioDates } from "@/lib/studio-time-zone";

/** "14:05" for today, "Nov 22, 14:05" for an earlier day, on the studio's clock. */
export function savedTime(savedAt: number, { formatDateTime, todayDateValue }: StudioDates, now = new Date()): string {
  const saved = new Date(savedAt);
  const dateTime = formatDateTime(saved.toISOString());
  return todayDateValue(saved) === todayDateValue(now) ? dateTime.slice(-5) : dateTime;
}

/** Under the top bar while the page shows answers the device saved rather than the server's own: since when. */
export function OfflineDataNotice() {
  const savedAt = useSyncExternalStore(savedAnswers.subscribe, savedAnswers.snapshot);
  const dates = useStudioDates();
  if (savedAt === null) return null;
  return (
    <p role="status" className="flex items-center gap-3 border-b border-border bg-muted px-3 py-2 text-sm sm:px-6">
      <History className="size-5 shrink-0 text-accent" aria-hidden="true" />
      Offline: showing what was saved at {savedTime(savedAt, dates)}
    </p>
  );
}

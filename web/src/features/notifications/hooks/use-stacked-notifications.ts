import type { NotificationList } from "@atelier/contracts";
import { useEffect, useMemo, useRef, useState } from "react";

/** How long a new notification stays in the stack before it steps aside to the bell. */
export const STACK_SHOWN_MS = 8_000;

/**
 * The notifications the stack shows: those that arrived while the page is open, unread, each for a few seconds
 * when `stepsAside` (a desktop, where the stack would stay over the page's tables and buttons; a phone folds it
 * into one line the user hides). Dismissing one (or all) only takes it out of the stack: the bell keeps every
 * notification, and counts the unread ones, until the user dismisses it there. What the first answer holds is
 * already in the bell, so it never enters the stack.
 */
export function useStackedNotifications(list: NotificationList, loaded: boolean, stepsAside: boolean) {
  const seen = useRef<Set<string> | null>(null);
  /** Each stacked notification's id, and when it steps aside. */
  const [stacked, setStacked] = useState<ReadonlyMap<string, number>>(new Map());

  useEffect(() => {
    if (!loaded) return;
    const ids = list.notifications.map((notification) => notification.id);
    if (seen.current === null) {
      seen.current = new Set(ids);
      return;
    }
    const known = seen.current;
    const arrived = list.notifications.filter((notification) => !known.has(notification.id) && !notification.read);
    for (const id of ids) known.add(id);
    const until = stepsAside ? Date.now() + STACK_SHOWN_MS : Number.POSITIVE_INFINITY;
    if (arrived.length > 0) setStacked((current) => new Map([...current, ...arrived.map(({ id }): [string, number] => [id, until])]));
  }, [list, loaded, stepsAside]);

  useEffect(() => {
    // Those stacked on a phone have no end: the page turning wide does not time them out.
    const ends = [...stacked.values()].filter(Number.isFinite);
    if (ends.length === 0 || !stepsAside) return;
    const next = Math.min(...ends);
    const timer = setTimeout(() => setStacked((current) => new Map([...current].filter(([, until]) => until > Date.now()))), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [stacked, stepsAside]);

  const shown = useMemo<NotificationList>(() => {
    const notifications = list.notifications.filter((notification) => stacked.has(notification.id) && !notification.read);
    return { notifications, unreadCount: notifications.length };
  }, [list, stacked]);
  const stepAside = (id: string) =>
    setStacked((current) => {
      const rest = new Map(current);
      rest.delete(id);
      return rest;
    });
  return { list: shown, stepAside, stepAllAside: () => setStacked(new Map()) };
}

import type { NotificationList } from "@atelier/contracts";
import { usePhoneScreen } from "../hooks/use-phone-screen";
import { stackOf } from "../lib/notification-list";
import { PhoneNotificationStack } from "./phone-notification-stack";
import { StackFooter, StackItems, type StackActions } from "./stack-parts";

interface NotificationStackProps extends StackActions {
  list: NotificationList;
}

/**
 * The spec's stack, fixed bottom-right: the first 3 new notifications and a "+N more notifications" line.
 * A polite live region, so a screen reader reads a notification out as it arrives. On a phone, where it
 * would cover the foot of the page, it folds into one line instead.
 */
export function NotificationStack({ list, ...actions }: NotificationStackProps) {
  const isPhone = usePhoneScreen();
  if (isPhone) return <PhoneNotificationStack list={list} {...actions} />;
  const { shown, more } = stackOf(list);
  return (
    <section aria-label="New notifications" className="pointer-events-none fixed right-4 bottom-4 z-40 grid w-[calc(100vw-2rem)] max-w-sm gap-2">
      <div aria-live="polite" aria-relevant="additions text">
        {shown.length > 0 && <StackItems shown={shown} {...actions} />}
      </div>
      {shown.length > 0 && <StackFooter more={more} {...actions} />}
    </section>
  );
}

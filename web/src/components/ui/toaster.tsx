import { dismissToast, useCurrentToast } from "@/hooks/use-toast";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** The app's single toast region; F8 moves focus to it. */
export function Toaster() {
  const current = useCurrentToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {current && (
        <Toast
          key={current.id}
          variant={current.variant}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{current.title}</ToastTitle>
            {current.description && <ToastDescription>{current.description}</ToastDescription>}
            {current.action && (
              <ToastAction altText={current.action.altText} onClick={current.action.onClick} className="mt-2">
                {current.action.label}
              </ToastAction>
            )}
          </div>
          <ToastClose />
        </Toast>
      )}
      <ToastViewport hotkey={["F8"]} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}

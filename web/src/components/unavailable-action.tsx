import { useId, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

interface UnavailableActionProps extends Pick<ButtonProps, "variant" | "size" | "className" | "aria-label"> {
  children: ReactNode;
  /** Why the action cannot be used yet: shown on hover, focus and tap, and read out as the button's description. */
  reason: string;
}

/**
 * A button for an action that is not available yet. It stays focusable (aria-disabled rather than disabled)
 * so keyboard and screen-reader users can reach it and learn why it does nothing; tapping or pressing it
 * (a phone has no hover) shows the reason and announces it.
 */
export function UnavailableAction({ children, reason, ...buttonProps }: UnavailableActionProps) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger asChild>
          <Button
            type="button"
            aria-disabled="true"
            aria-describedby={reasonId}
            {...buttonProps}
            onClick={(event) => {
              // The tooltip would close on a click; here a click is what asks for the reason.
              event.preventDefault();
              setOpen(true);
              setPressed(true);
            }}
            onBlur={() => setPressed(false)}
          >
            {children}
          </Button>
        </TooltipTrigger>
        <TooltipContent>{reason}</TooltipContent>
      </Tooltip>
      <span id={reasonId} hidden>
        {reason}
      </span>
      <span role="status" className="sr-only">
        {pressed ? reason : ""}
      </span>
    </>
  );
}

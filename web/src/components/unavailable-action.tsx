import { useId, type ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

interface UnavailableActionProps extends Pick<ButtonProps, "variant" | "size" | "className" | "aria-label"> {
  children: ReactNode;
  /** Why the action cannot be used yet: shown on hover and focus, and read out as the button's description. */
  reason: string;
}

/**
 * A button for an action that is not available yet. It stays focusable (aria-disabled rather than disabled)
 * so keyboard and screen-reader users can reach it and learn why it does nothing.
 */
export function UnavailableAction({ children, reason, ...buttonProps }: UnavailableActionProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button type="button" aria-disabled="true" aria-describedby={reasonId} {...buttonProps}>
            {children}
          </Button>
        </TooltipTrigger>
        <TooltipContent>{reason}</TooltipContent>
      </Tooltip>
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  );
}

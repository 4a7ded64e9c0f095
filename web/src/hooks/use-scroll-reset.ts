import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/** A navigation's state that keeps the scroll position: the same screen at another of its tabs. */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) => typeof state === "object" && state !== null && "keepScroll" in state;

/** A screen opened by a link starts at its top; Back and Forward leave the position to the browser, which restores it. */
export function useScrollReset() {
  const { key, state } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== "POP" && !keepsScroll(state)) window.scrollTo(0, 0);
  }, [key, navigationType, state]);
}

import { useEffect } from "react";
import { useBlocker } from "react-router-dom";

/**
 * While `hasUnsavedChanges`, leaving the page asks first, so typed work is not lost to a stray tap: a reload or a closed
 * tab gets the browser's own "Leave site?" question, and any move to another page of the app (a link, the browser's
 * Back or Forward) asks `question`, staying unless the designer agrees.
 */
export function useLeaveWarning(hasUnsavedChanges: boolean, question: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsavedChanges]);
}

import { useEffect } from "react";

/**
 * While `hasUnsavedChanges`, leaving the page asks first, so typed work is not lost to a stray tap: a reload or a closed
 * tab gets the browser's own "Leave site?" question, and a link to another page of the app asks `question` (a link
 * clicked is caught before the router follows it). The browser's Back button is not asked about.
 */
export function useLeaveWarning(hasUnsavedChanges: boolean, question: string): void {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = "";
    };
    const askOnLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || link.hasAttribute("download") || link.getAttribute("target") === "_blank") return;
      if (!window.confirm(question)) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    document.addEventListener("click", askOnLink, true);
    return () => {
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("click", askOnLink, true);
    };
  }, [hasUnsavedChanges, question]);
}

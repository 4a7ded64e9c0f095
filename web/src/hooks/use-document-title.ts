import { useEffect } from "react";

/**
 * Names the browser tab (and its history entry) after the screen shown: the parts, most specific first, joined
 * as "Bishopscourt Manor · Design · Atelier".
 */
export function useDocumentTitle(...parts: string[]) {
  const title = parts.join(" · ");
  useEffect(() => {
    document.title = title;
  }, [title]);
}

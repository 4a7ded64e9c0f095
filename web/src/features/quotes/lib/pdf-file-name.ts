const QUOTED_NAME = /filename="([^"]+)"/i;

/** The file name a Content-Disposition header gives ("Q-2026-0007-v2.pdf"), else the fallback. */
export function pdfFileName(contentDisposition: string | null, fallback: string): string {
  return (contentDisposition && QUOTED_NAME.exec(contentDisposition)?.[1]) || fallback;
}

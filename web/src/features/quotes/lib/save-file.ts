/** Hands a file the app fetched to the browser as a download under the given name. */
export function saveFile(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.click();
  // Some browsers start the download only after the click has been handled.
  window.setTimeout(() => URL.revokeObjectURL(href), 0);
}

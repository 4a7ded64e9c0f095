/** The id of the page's main landmark, where the skip link leads. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * The first thing Tab reaches: it moves focus past the top bar and sidebar to the page itself. Hidden until
 * focused. Focus is moved by hand, so the address does not gain a #fragment the router would keep.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only rounded-md bg-background px-4 py-3 font-medium text-foreground shadow-lg ring-2 ring-ring focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]"
    >
      Skip to content
    </a>
  );
}

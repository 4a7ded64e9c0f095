/** The quote's A4 page, measured in PDF points (1/72 inch), and its type and colours. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  margin: 48,
  /** Room kept above the content of pages after the first, for the line saying the quote continues. */
  headSpace: 22,
  /** Room kept under the content for the footer. */
  footerSpace: 40,
};
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where content starts on pages after the first; page one's letterhead starts at the margin. */
export const CONTENT_TOP = PAGE.margin + PAGE.headSpace;
/** Where content stops on every page; the footer sits below it. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - PAGE.footerSpace;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" };
export const SIZE = { small: 8, body: 9, heading: 10.5, studioName: 14, title: 22 };
export const COLOUR = { ink: "#2b2724", muted: "#6f6861", accent: "#8a6a3f", headerFill: "#2b2724", headerInk: "#ffffff", groupFill: "#f3efe9", rule: "#d9d2c8" };

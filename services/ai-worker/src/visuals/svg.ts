export const FONT = "DejaVu Sans, sans-serif";

/** DejaVu Sans averages about 0.58 em per character; a little more keeps fitted text inside its box. */
const AVERAGE_ADVANCE = 0.62;

/** Characters XML 1.0 forbids outright: librsvg refuses the whole document if one slips in. */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** One line of user text: control characters and whitespace runs (newlines too) become one space. */
export function oneLine(text: string): string {
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
}

export function textWidth(text: string, fontSize: number): number {
  return Array.from(text).length * fontSize * AVERAGE_ADVANCE;
}

/** Cuts text to fit maxWidth, ending in an ellipsis; counts code points so emoji are never split. */
export function truncate(text: string, fontSize: number, maxWidth: number): string {
  const chars = Array.from(text);
  const fits = Math.floor(maxWidth / (fontSize * AVERAGE_ADVANCE));
  if (chars.length <= fits) return text;
  return `${chars.slice(0, Math.max(fits - 1, 1)).join("").trimEnd()}…`;
}

/** Rounds coordinates so the same drawing always prints the same SVG text. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export interface TextOptions {
  size: number;
  fill: string;
  weight?: "normal" | "bold";
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  opacity?: number;
}

/** A text element; the text is escaped here, so callers pass user input as it is. */
export function text(x: number, y: number, content: string, options: TextOptions): string {
  const attributes = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${options.size}"`,
    `fill="${options.fill}"`,
    options.weight === "bold" ? `font-weight="bold"` : "",
    options.anchor && options.anchor !== "start" ? `text-anchor="${options.anchor}"` : "",
    options.spacing ? `letter-spacing="${options.spacing}"` : "",
    options.opacity !== undefined ? `opacity="${options.opacity}"` : "",
  ].filter(Boolean);
  return `<text ${attributes.join(" ")}>${escapeXml(content)}</text>`;
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

import { describe, expect, it } from "vitest";
import { escapeXml, oneLine, text, truncate } from "./svg";

describe("escapeXml", () => {
  it("escapes markup and quotes", () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; &apos;Jerry&apos;&lt;/b&gt;");
  });

  it("drops characters XML forbids, which would make librsvg reject the whole image", () => {
    expect(escapeXml("a\u0000b\u0007c\u001fd")).toBe("a b c d");
    expect(escapeXml("lone \ud800 surrogate")).toBe("lone   surrogate");
    expect(escapeXml("emoji 🛋️ stays")).toBe("emoji 🛋️ stays");
  });
});

describe("truncate", () => {
  it("keeps text that fits and cuts text that does not, with an ellipsis", () => {
    expect(truncate("Sofa", 10, 200)).toBe("Sofa");
    const cut = truncate("An extremely long item name that will not fit", 10, 100);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThan(20);
  });

  it("never splits an emoji in half", () => {
    const cut = truncate("🛋️🛋️🛋️🛋️🛋️🛋️🛋️🛋️🛋️🛋️", 10, 40);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });
});

it("text() escapes what it is given and keeps it on one line", () => {
  expect(text(0, 0, "<script>", { size: 10, fill: "#000" })).toContain("&lt;script&gt;");
  expect(oneLine("  Main\n\tBedroom \u0007 ")).toBe("Main Bedroom");
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderQuotePdf } from "../pdf";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { threeRoomQuote } from "../pdf/sample-quote-document";
import { renderCertificate } from "./render-certificate";

async function facts() {
  const signature = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M30 150 L 570 50" stroke="#111" stroke-width="4"/></svg>') }])
    .png()
    .toBuffer();
  return {
    studioName: "Atelier Blanc Interiors",
    timeZone: "Europe/London",
    projectTitle: "Clifton Villa",
    quote: { number: "Q-2026-0007", version: 2, title: "Lounge furniture", total: "22425.00" },
    approval: {
      id: "7d1f5b7e-2b9c-4c43-9a55-6f1f5c3e9a01",
      signedBy: "Thandi Mokoena",
      signedAt: new Date("2026-11-23T08:15:00.000Z"),
      ipAddress: "198.51.100.40",
      userAgent: "Mobile Safari",
      portalTokenId: "0b6d8c52-5a59-4c1b-8f4e-1f7a9d3e2c10",
      consentStatement: "I approve this quote.",
      pdfSha256: "a".repeat(64),
      signatureSha256: "b".repeat(64),
    },
    signature,
    signedPdf: await renderQuotePdf(threeRoomQuote()),
  };
}

describe("an approval's certificate", () => {
  it("is the same file every time it is made, so concurrent makers store the same bytes", async () => {
    const made = await facts();
    expect((await renderCertificate(made)).equals(await renderCertificate(made))).toBe(true);
  });

  it("puts the evidence first and the signed quote's own pages after it", async () => {
    const made = await facts();
    const [evidence, ...quotePages] = await pdfPageTexts(await renderCertificate(made));
    for (const fact of ["Certificate of approval", "Q-2026-0007, version 2", "Thandi Mokoena", "198.51.100.40", "a".repeat(64), "b".repeat(64)]) expect(evidence).toContain(fact);
    expect(quotePages).toEqual(await pdfPageTexts(made.signedPdf));
  });

  it("states the signing time on the studio's own clock, naming its zone", async () => {
    const [evidence] = await pdfPageTexts(await renderCertificate(await facts()));
    expect(evidence).toContain("2026-11-23T08:15:00.000Z (23 November 2026 at 08:15:00 Greenwich Mean Time)");
  });
});

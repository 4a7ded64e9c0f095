import { describe, expect, it } from "vitest";
import { proofFileType } from "./proof-file-type";

describe("proofFileType", () => {
  it("knows a PDF and the image formats a phone or a bank's site gives", () => {
    expect(proofFileType(Buffer.from("%PDF-1.7\n%âãÏÓ", "latin1"))).toBe("application/pdf");
    expect(proofFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(proofFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(proofFileType(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]))).toBe("image/webp");
  });

  it("refuses anything else, whatever it was called", () => {
    expect(proofFileType(Buffer.from("<html><script>"))).toBeNull();
    expect(proofFileType(Buffer.from("PK\u0003\u0004"))).toBeNull();
    expect(proofFileType(Buffer.alloc(0))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { looksLikeAudio } from "./audio-signature";

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((value) => (typeof value === "string" ? Buffer.from(value, "latin1") : Buffer.from([value]))));

describe("looksLikeAudio", () => {
  it("knows the containers browsers and phones record in", () => {
    expect(looksLikeAudio(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42))).toBe(true); // webm from MediaRecorder
    expect(looksLikeAudio(bytes("OggS", 0, 2))).toBe(true);
    expect(looksLikeAudio(bytes("RIFF", 1, 2, 3, 4, "WAVEfmt "))).toBe(true);
    expect(looksLikeAudio(bytes(0, 0, 0, 0x20, "ftypM4A "))).toBe(true);
    expect(looksLikeAudio(bytes("ID3", 4, 0))).toBe(true);
    expect(looksLikeAudio(bytes(0xff, 0xfb, 0x90, 0x44))).toBe(true);
  });

  it("refuses documents and images whatever they are called", () => {
    expect(looksLikeAudio(Buffer.from("%PDF-1.7\n%âãÏÓ"))).toBe(false);
    expect(looksLikeAudio(bytes(0x89, "PNG\r\n", 0x1a, "\n"))).toBe(false);
    expect(looksLikeAudio(bytes("RIFF", 1, 2, 3, 4, "WEBPVP8 "))).toBe(false);
    expect(looksLikeAudio(Buffer.from("hello"))).toBe(false);
    expect(looksLikeAudio(Buffer.alloc(0))).toBe(false);
  });
});

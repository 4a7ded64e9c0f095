import { describe, expect, it } from "vitest";
import { wavDuration } from "./wav";

function wav(chunks: Array<[string, Buffer]>): Buffer {
  const body = Buffer.concat(chunks.map(([id, data]) => {
    const header = Buffer.alloc(8);
    header.write(id, 0, "ascii");
    header.writeUInt32LE(data.length, 4);
    return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
  }));
  const riff = Buffer.alloc(12);
  riff.write("RIFF", 0, "ascii");
  riff.writeUInt32LE(body.length + 4, 4);
  riff.write("WAVE", 8, "ascii");
  return Buffer.concat([riff, body]);
}

function format(sampleRate: number): Buffer {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0); // PCM
  fmt.writeUInt16LE(1, 2); // mono
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * 2, 8); // byte rate
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(16, 14);
  return fmt;
}

describe("wavDuration", () => {
  it("reads the data size and byte rate, skipping other chunks", () => {
    const file = wav([["fmt ", format(16_000)], ["LIST", Buffer.alloc(27)], ["data", Buffer.alloc(48_000)]]);
    expect(wavDuration(file)).toBe(1.5);
  });

  it("refuses what is not a wav file", () => {
    expect(() => wavDuration(Buffer.from("OggS not a wav"))).toThrow(/Not a wav file/);
  });
});

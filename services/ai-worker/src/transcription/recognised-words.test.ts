import { describe, expect, it } from "vitest";
import { parseRecognisedWords } from "./recognised-words";

const OUTPUT = `a pair of brass lamps
<s> 0.000 0.190 0.999500
a 0.200 0.260 0.487930
pair 0.270 0.550 1.000400
of(2) 0.560 0.640 0.997603
<sil> 0.650 0.700 1.000000
brass 0.710 1.040 0.152572
lamps 1.050 1.490 0.986984
</s> 1.500 1.650 1.000000
two chairs
[NOISE] 2.000 2.100 0.400000
two 2.110 2.300 0.027005
chairs 2.310 2.800 0.999600
`;

describe("parseRecognisedWords", () => {
  it("reads each utterance's words with their posteriors, without fillers or pronunciation numbers", () => {
    expect(parseRecognisedWords(OUTPUT)).toEqual([
      { word: "a", confidence: 0.48793 },
      { word: "pair", confidence: 1 },
      { word: "of", confidence: 0.997603 },
      { word: "brass", confidence: 0.152572 },
      { word: "lamps", confidence: 0.986984 },
      { word: "two", confidence: 0.027005 },
      { word: "chairs", confidence: 0.9996 },
    ]);
  });

  it("finds no words in silence", () => {
    expect(parseRecognisedWords("\n<s> 0.000 0.500 1.000000\n</s> 0.510 0.900 1.000000\n")).toEqual([]);
  });
});

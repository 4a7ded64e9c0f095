import { describe, expect, it } from "vitest";
import { loadDomainVocabulary, mainNames, mainSpelling, vocabularyWords } from "./domain-vocabulary";
import { formatDictionary, parseDictionary, Pronouncer, readDictionary, soundAlikeSplits } from "./pronunciations";
import { CMUDICT_PATH } from "./speech-model";

const listed = parseDictionary(`
# comment
side S AY D
board B AO R D
lamp L AE M P
glass G L AE S
box B AA K S
tray T R EY
tray(2) T R EH
`);

describe("Pronouncer", () => {
  const pronouncer = new Pronouncer([listed]);

  it("derives plurals with the right ending", () => {
    expect(pronouncer.pronounce("lamps")).toEqual(["L AE M P S"]);
    expect(pronouncer.pronounce("glasses")).toEqual(["G L AE S IH Z"]);
    expect(pronouncer.pronounce("boards")).toEqual(["B AO R D Z"]);
    expect(pronouncer.pronounce("trays")).toEqual(["T R EY Z", "T R EH Z"]);
  });

  it("derives compounds of listed words, and their plurals", () => {
    expect(pronouncer.pronounce("sideboard")).toEqual(["S AY D B AO R D"]);
    expect(pronouncer.pronounce("sideboards")).toEqual(["S AY D B AO R D Z"]);
  });

  it("gives up on words it cannot build", () => {
    expect(pronouncer.pronounce("zellige")).toBeNull();
  });
});

describe("formatDictionary", () => {
  it("numbers alternative pronunciations", () => {
    expect(formatDictionary(new Map([["tray", ["T R EY", "T R EH"]], ["box", ["B AA K S"]]]))).toBe(
      "box B AA K S\ntray T R EY\ntray(2) T R EH\n",
    );
  });
});

describe("soundAlikeSplits", () => {
  it("finds compounds said exactly as two other entries, with parts of three letters or more", () => {
    const entries = new Map([
      ["head", ["HH EH D"]],
      ["board", ["B AO R D"]],
      ["headboard", ["HH EH D B AO R D"]],
      ["side", ["S AY D"]],
      ["sideboard", ["S AY D B AH R D"]],
      ["in", ["IH N"]],
      ["inside", ["IH N S AY D"]],
    ]);
    expect(soundAlikeSplits(entries)).toEqual([["head", "board"]]);
  });
});

describe("the domain vocabulary", () => {
  it("spells a sound-alike pair as the extractor's main name does, if it names one", () => {
    const names = mainNames();
    expect(mainSpelling("head", "board", names)).toBe("compound");
    expect(mainSpelling("lamp", "shades", names)).toBe("split");
    expect(mainSpelling("bath", "mat", names)).toBe("split");
    // Descriptors list both spellings and have no main one.
    expect(mainSpelling("black", "out", names)).toBeNull();
  });

  it("can all be pronounced (else add the word to data/pronunciations.dict)", () => {
    const pronouncer = new Pronouncer([readDictionary(CMUDICT_PATH), readDictionary(new URL("data/pronunciations.dict", import.meta.url).pathname)]);
    const missing = [...vocabularyWords(loadDomainVocabulary())].filter((word) => !pronouncer.pronounce(word));
    expect(missing).toEqual([]);
  });
});

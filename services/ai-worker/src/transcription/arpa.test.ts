import { describe, expect, it } from "vitest";
import { buildLanguageModel, SENTENCE_END, SENTENCE_START, SPLIT_PENALTY, toArpa, type LanguageModel } from "./arpa";

const model = buildLanguageModel({
  sentences: ["a pair of lamps", "a pair of chairs", "two oak chairs", "a lamp"],
  vocabulary: ["sofa"],
  generalWords: new Map([["the", 5], ["a", 3]]),
  baseWeight: 0.1,
});

/** p(word | history) the way a decoder reads the back-off model. */
function probability(lm: LanguageModel, history: string[], word: string): number {
  const tables = [lm.unigrams, lm.bigrams, lm.trigrams];
  const find = (words: string[]) => tables[words.length - 1]!.find((entry) => entry.words.join(" ") === words.join(" "));
  const explicit = find([...history, word]);
  if (explicit) return 10 ** explicit.logProbability;
  const backoff = find(history)?.logBackoff ?? 0;
  return 10 ** backoff * probability(lm, history.slice(1), word);
}

const predicted = model.unigrams.map((entry) => entry.words[0]!).filter((word) => word !== SENTENCE_START);

describe("buildLanguageModel", () => {
  it("gives every history a distribution that sums to one", () => {
    const histories = [[], [SENTENCE_START], ["a"], ["pair"], ["sofa"], [SENTENCE_START, "a"], ["a", "pair"], ["pair", "of"], ["oak", "sofa"]];
    for (const history of histories) {
      const total = predicted.reduce((sum, word) => sum + probability(model, history, word), 0);
      expect(total, history.join(" ")).toBeCloseTo(1, 9);
    }
  });

  it("knows vocabulary and everyday words no sentence used, less well than counted ones", () => {
    const sofa = probability(model, [], "sofa");
    expect(sofa).toBeGreaterThan(0);
    expect(probability(model, [], "the")).toBeGreaterThan(sofa);
    expect(probability(model, [], "chairs")).toBeGreaterThan(probability(model, [], "the"));
    expect(probability(model, ["a", "pair"], "of")).toBeGreaterThan(0.5);
  });

  it("never predicts the sentence start", () => {
    expect(model.unigrams.find((entry) => entry.words[0] === SENTENCE_START)?.logProbability).toBe(-99);
    expect(predicted).toContain(SENTENCE_END);
  });
});

describe("buildLanguageModel with split compounds", () => {
  const input = {
    sentences: ["a pair of lamps", "a bookcase", "an oak book shelf", "a lamp"],
    vocabulary: ["book", "case", "shelf", "bookshelf", "side", "board", "sideboard"],
    generalWords: new Map([["the", 5], ["a", 3]]),
    baseWeight: 0.1,
  };
  const plain = buildLanguageModel(input);
  const split = buildLanguageModel({ ...input, splitCompounds: [["book", "case"], ["book", "shelf"], ["side", "board"]] });
  const words = split.unigrams.map((entry) => entry.words[0]!).filter((word) => word !== SENTENCE_START);

  it("makes an unseen split far less likely than back-off would", () => {
    // No sentence goes on after "book" or "side", so back-off would give them their unigram probability.
    expect(probability(split, ["book"], "case")).toBeCloseTo(probability(split, [], "case") / SPLIT_PENALTY, 12);
    expect(probability(split, ["side"], "board")).toBeCloseTo(probability(split, [], "board") / SPLIT_PENALTY, 12);
    expect(probability(plain, ["side"], "board")).toBeCloseTo(probability(plain, [], "board"), 12);
  });

  it("counts a split some sentence says as its compound", () => {
    expect(probability(split, ["book"], "shelf")).toBeCloseTo(probability(split, [], "shelf") / SPLIT_PENALTY, 12);
    expect(probability(plain, ["book"], "shelf")).toBeGreaterThan(0.5);
    expect(probability(split, ["oak"], "bookshelf")).toBeGreaterThan(0.5);
    expect(split.trigrams.find((entry) => entry.words.join(" ") === "an oak bookshelf")).toBeDefined();
  });

  it("still gives every history a distribution that sums to one", () => {
    for (const history of [["book"], ["side"], ["oak"], ["an", "oak"], [SENTENCE_START, "a"], []]) {
      const total = words.reduce((sum, word) => sum + probability(split, history, word), 0);
      expect(total, history.join(" ")).toBeCloseTo(1, 9);
    }
  });
});

describe("toArpa", () => {
  it("writes the header counts and one section per order", () => {
    const arpa = toArpa(model);
    expect(arpa).toMatch(new RegExp(`^\\\\data\\\\\nngram 1=${model.unigrams.length}\nngram 2=${model.bigrams.length}\nngram 3=${model.trigrams.length}\n`));
    expect(arpa).toContain("\\3-grams:\n");
    expect(arpa).toContain("\ta pair of\n");
    expect(arpa.trimEnd().endsWith("\\end\\")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { loadDomainVocabulary } from "./domain-vocabulary";
import { generateSentences, numberToWords } from "./training-sentences";

describe("numberToWords", () => {
  it("spells numbers as designers say them", () => {
    expect(numberToWords(0)).toBe("zero");
    expect(numberToWords(12)).toBe("twelve");
    expect(numberToWords(40)).toBe("forty");
    expect(numberToWords(24)).toBe("twenty four");
    expect(numberToWords(120)).toBe("one hundred and twenty");
    expect(numberToWords(300)).toBe("three hundred");
  });
});

describe("generateSentences", () => {
  const vocabulary = loadDomainVocabulary();
  const options = { sentences: 300, perPhrase: 1, seed: 7 };

  it("is reproducible for a seed", () => {
    expect(generateSentences(vocabulary, options)).toEqual(generateSentences(vocabulary, options));
  });

  it("fills every slot and names every item at least once", () => {
    const sentences = generateSentences(vocabulary, options);
    expect(sentences.every((sentence) => /^[a-z']+( [a-z']+)*$/.test(sentence))).toBe(true);
    const text = ` ${sentences.join(" \n ")} `;
    const unnamed = vocabulary.items.filter((item, index) => !text.includes(` ${item} `) && !text.includes(` ${vocabulary.itemPlurals[index]} `));
    expect(unnamed).toEqual([]);
  });
});

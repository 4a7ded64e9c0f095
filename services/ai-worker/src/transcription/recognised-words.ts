import type { HeardWord } from "./heard-word";

/** pocketsphinx_continuous -time yes, per word: "word start end posterior", the word perhaps "and(2)". */
const WORD_LINE = /^(\S+) \d+(?:\.\d+)? \d+(?:\.\d+)? (\d+(?:\.\d+)?)$/;
/** Silence and noise: <s>, </s>, <sil>, [NOISE], [SPEECH]. */
const FILLER = /^[<[]/;

/**
 * The words in pocketsphinx_continuous's `-time yes` output, with their posterior probabilities. Each
 * utterance prints its hypothesis on one line and then a line per word; only the word lines are read.
 * Fillers are left out, and an alternative pronunciation ("and(2)") is the word itself. Rounding in
 * pocketsphinx's log tables can put a posterior a little above 1.
 */
export function parseRecognisedWords(output: string): HeardWord[] {
  const words: HeardWord[] = [];
  for (const line of output.split("\n")) {
    const match = WORD_LINE.exec(line.trim());
    if (!match || FILLER.test(match[1]!)) continue;
    words.push({ word: match[1]!.toLowerCase().replace(/\(\d+\)$/, ""), confidence: Math.min(1, Number(match[2])) });
  }
  return words;
}

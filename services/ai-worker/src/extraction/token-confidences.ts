import type { HeardWord } from "../transcription/heard-word";
import { tokenise } from "./tokenise";

/**
 * How surely each of a transcript's tokens was heard. Typed text (no heard words) is certain. Heard words
 * are tokenised as the transcript is, so each token takes the confidence of the word it came from. Were
 * they not the transcript's words after all, no token can be matched to its word, so each takes the lowest
 * confidence heard (0 when none was reported): nothing is then added on the strength of words that may
 * not have been heard surely.
 */
export function tokenConfidences(tokens: readonly string[], heardWords: readonly HeardWord[] | undefined): number[] {
  if (heardWords === undefined) return tokens.map(() => 1);
  const heard = heardWords.flatMap(({ word, confidence }) => tokenise(word).map((token) => ({ token, confidence })));
  if (heard.length === tokens.length && heard.every(({ token }, index) => token === tokens[index])) {
    return heard.map(({ confidence }) => confidence);
  }
  const lowest = heardWords.reduce((least, { confidence }) => Math.min(least, confidence), heardWords.length === 0 ? 0 : 1);
  return tokens.map(() => lowest);
}

/**
 * The confidences of the tokens where the transcript first says `phrase`; when it never says it word for
 * word, those of the whole transcript, since the phrase's words could then be any of its words.
 */
export function phraseConfidences(tokens: readonly string[], confidences: readonly number[], phrase: string): number[] {
  const wanted = tokenise(phrase);
  for (let start = 0; wanted.length > 0 && start + wanted.length <= tokens.length; start += 1) {
    if (wanted.every((token, offset) => tokens[start + offset] === token)) return confidences.slice(start, start + wanted.length);
  }
  return [...confidences];
}

import type { HeardWord } from "../../transcription";

/** A verbose_json segment: its text and the mean log probability of its tokens. */
export interface ScoredSegment {
  text: string;
  avg_logprob: number;
}

/** A token of a json transcription that was asked to include log probabilities. */
export interface ScoredToken {
  token?: string;
  logprob?: number;
}

/**
 * Whisper (verbose_json) is sure or unsure of a segment at a time: each word takes its segment's
 * exp(avg_logprob), the geometric mean of the probabilities of the segment's tokens.
 */
export function wordsOfSegments(segments: readonly ScoredSegment[]): HeardWord[] {
  return segments.flatMap(({ text, avg_logprob }) => {
    const confidence = Math.min(1, Math.exp(avg_logprob));
    return text.split(/\s+/).filter(Boolean).map((word) => ({ word, confidence }));
  });
}

/**
 * The gpt-4o transcribers give each token's log probability. A token beginning with a space starts a
 * word and the others carry on the word before; a word's confidence is the probability of all of its
 * tokens together. A token without its probability vouches for nothing.
 */
export function wordsOfTokens(tokens: readonly ScoredToken[]): HeardWord[] {
  const words: Array<{ word: string; logprob: number }> = [];
  for (const { token = "", logprob = Number.NEGATIVE_INFINITY } of tokens) {
    const current = words.at(-1);
    if (current && !/^\s/.test(token)) {
      current.word += token;
      current.logprob += logprob;
    } else {
      words.push({ word: token.trim(), logprob });
    }
  }
  return words.filter(({ word }) => word !== "").map(({ word, logprob }) => ({ word, confidence: Math.min(1, Math.exp(logprob)) }));
}

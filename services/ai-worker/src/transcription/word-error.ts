/** Word error counts between a reference transcript and a recognised one. */
export interface WordErrors {
  /** Substitutions + deletions + insertions: the word-level edit distance. */
  errors: number;
  /** Words in the reference. */
  words: number;
}

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Levenshtein distance over words, with one row of memory. */
export function wordErrors(reference: string, hypothesis: string): WordErrors {
  const expected = words(reference);
  const heard = words(hypothesis);
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= expected.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= heard.length; j += 1) {
      const substitution = previous[j - 1]! + (expected[i - 1] === heard[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return { errors: previous[heard.length]!, words: expected.length };
}

/** Word error rate over several transcripts: total errors over total reference words. */
export function wordErrorRate(pairs: ReadonlyArray<{ reference: string; hypothesis: string }>): number {
  let errors = 0;
  let total = 0;
  for (const { reference, hypothesis } of pairs) {
    const counts = wordErrors(reference, hypothesis);
    errors += counts.errors;
    total += counts.words;
  }
  return total === 0 ? 0 : errors / total;
}

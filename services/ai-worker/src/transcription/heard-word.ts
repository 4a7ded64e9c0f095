/** A word of a transcript as the recogniser heard it, and how sure it was of it, from 0 to 1. */
export interface HeardWord {
  word: string;
  confidence: number;
}

import { measureWordErrors, type WordErrorReport } from "../src/transcription/measure";
import type { FliteVoice } from "../src/transcription/speak";
import { evaluate, type EvaluationReport, type Narration } from "./evaluate";

export interface HeardEvaluation {
  /** How well the offline transcriber heard the narrations. */
  hearing: WordErrorReport;
  /** The extractor's figures on what was heard, told how surely each word was heard. */
  extraction: EvaluationReport;
}

/** flite speaks each narration, the offline transcriber hears it, and the extractor reads what it heard. */
export async function evaluateHeard(narrations: readonly Narration[], voice: FliteVoice): Promise<HeardEvaluation> {
  const hearing = await measureWordErrors([...narrations], voice);
  const heard = narrations.map((narration, index) => {
    const { heard: transcript, heardWords } = hearing.narrations[index]!;
    return { ...narration, transcript, heardWords };
  });
  return { hearing, extraction: evaluate(heard) };
}

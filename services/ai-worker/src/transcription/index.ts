export { transcribe, TranscriptionError, type Transcript, type TranscribeOptions } from "./transcribe";
export type { HeardWord } from "./heard-word";
export { ensureSpeechModel, DEFAULT_MODEL_DIR, type SpeechModel } from "./speech-model";

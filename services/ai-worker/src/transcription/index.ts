export { transcribe, TranscriptionError, type Transcript, type TranscribeOptions } from "./transcribe";
export { ensureSpeechModel, DEFAULT_MODEL_DIR, type SpeechModel } from "./speech-model";

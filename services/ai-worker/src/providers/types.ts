import type { DesignStyleOption, ExtractedItem } from "@atelier/contracts";
import type { ExtractionContext, ItemCategory } from "../extraction/types";
import type { Transcript } from "../transcription";

/**
 * What a transcriber heard; `words` is absent when it reports no confidences (a compatible server without
 * segments, the diarizing model), and the extraction's own confidence then stands alone.
 */
export type HeardTranscript = Omit<Transcript, "words"> & Partial<Pick<Transcript, "words">>;

/** What a concept visual is drawn from: the room as the designer described it, its styles and its items. */
export interface ConceptRequest {
  roomName: string;
  roomDescription: string;
  styles: DesignStyleOption[];
  items: Array<{ name: string; quantity: number; unit: string; category: ItemCategory | null; color: string | null; material: string | null }>;
}

export interface RenderedImage {
  data: Buffer;
  contentType: "image/png" | "image/jpeg" | "image/webp";
  width: number;
  height: number;
  /** What the image shows, in words: shown on hover in the AI Design Concepts grid. */
  prompt: string;
  tags: string[];
}

/** The AI behind the voice and design features; offline by default, OpenAI when a key is configured. */
export interface AiProviders {
  name: "offline" | "openai";
  /** Any audio ffmpeg (offline) or the API (OpenAI) reads: the browser's webm/opus, wav, mp3, m4a. */
  transcribe(audioPath: string): Promise<HeardTranscript>;
  extractItems(transcript: string, context: ExtractionContext): Promise<ExtractedItem[]>;
  renderConcepts(request: ConceptRequest): Promise<RenderedImage[]>;
}

import { z } from "zod";
import { ITEM_CATEGORIES, itemFields, roomItemSchema } from "./items";
import { moneyInput, requiredText, text } from "./fields";

/** POST /api/voice/extract-items: the transcript and, optionally, the room it was spoken in. */
export const extractItemsRequestSchema = z.object({
  transcript: requiredText("Transcript is required", 20_000),
  roomContext: z.uuid({ error: "Room not found" }).optional(),
});
export type ExtractItemsRequest = z.input<typeof extractItemsRequestSchema>;

/** Spec section 3, "Extracted item": a room item in the making, so it follows the item's rules. */
export const extractedItemSchema = z.object({
  name: itemFields.name,
  quantity: itemFields.quantity,
  unit: itemFields.unit,
  material: itemFields.material,
  color: itemFields.color,
  size: itemFields.size,
  specifications: itemFields.specifications,
  category: z.enum(ITEM_CATEGORIES),
  /** The whole line's catalogue estimate. */
  estimatedCost: moneyInput("Estimated cost"),
  /** 0 to 1; items above AUTO_ADD_CONFIDENCE are added to the room without asking. */
  confidence: z
    .number({ error: "Confidence must be a number from 0 to 1" })
    .min(0, "Confidence must be a number from 0 to 1")
    .max(1, "Confidence must be a number from 0 to 1"),
});
export type ExtractedItem = z.infer<typeof extractedItemSchema>;

export const extractionResultSchema = z.object({ items: z.array(extractedItemSchema) });
export type ExtractionResult = z.infer<typeof extractionResultSchema>;

/** The room item an extracted item becomes, with the catalogue's estimate of the line as its cost. */
export function roomItemFromExtracted(item: ExtractedItem) {
  return {
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    category: item.category,
    color: item.color,
    material: item.material,
    size: item.size,
    specifications: item.specifications,
    costEstimate: item.estimatedCost,
  };
}

/** Spec section 5: only items with confidence above this are saved automatically. */
export const AUTO_ADD_CONFIDENCE = 0.8;

/** POST /api/rooms/:roomId/voice-notes: the note as transcribed and extracted. */
export const saveVoiceNoteRequestSchema = z.object({
  transcript: requiredText("Transcript is required", 20_000),
  extractedData: extractionResultSchema,
  /** Seconds of audio. */
  duration: z.number({ error: "Duration must be a number of seconds" }).min(0, "Duration must be a number of seconds").max(3 * 3600, "Duration must be at most 3 hours"),
  /** The stored recording the note was heard from (set by the recorder's pipeline), kept for listening again. */
  recordingKey: text("Not a recording of this studio").max(512, "Not a recording of this studio").optional(),
});
export type SaveVoiceNoteRequest = z.input<typeof saveVoiceNoteRequestSchema>;
/** The note as the server has read it: trimmed, money normalised, blanks null. */
export type SaveVoiceNoteInput = z.output<typeof saveVoiceNoteRequestSchema>;

export const voiceNoteSchema = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  transcript: z.string(),
  duration: z.number().nullable(),
  /** A signed URL of the recording, when the note came from one. */
  recordingUrl: z.string().nullable(),
  /** Items the note added to the room. */
  itemCount: z.number(),
  /** Of those, the ones undoing the note's items would still remove (see UNDO_KEPT_REASONS). */
  undoableItemCount: z.number(),
  createdAt: z.string(),
});
export type VoiceNote = z.infer<typeof voiceNoteSchema>;

/**
 * Why undoing a voice note's items keeps one: a designer has changed it since the AI added it, or it is
 * on a quote or a purchase order, which would otherwise lose the item their lines were made from.
 */
export const UNDO_KEPT_REASONS = ["edited", "quoted", "ordered"] as const;
export type UndoKeptReason = (typeof UNDO_KEPT_REASONS)[number];

/** DELETE /api/voice-notes/:voiceNoteId/items: how many items went, and the ones kept with why. */
export const undoneVoiceNoteItemsSchema = z.object({
  removed: z.number(),
  kept: z.array(z.object({ id: z.uuid(), name: z.string(), reason: z.enum(UNDO_KEPT_REASONS) })),
});
export type UndoneVoiceNoteItems = z.infer<typeof undoneVoiceNoteItemsSchema>;

/**
 * The saved note, the items added to the room (confidence above AUTO_ADD_CONFIDENCE) and the ones
 * left for the designer to add with one click.
 */
export const savedVoiceNoteSchema = z.object({
  voiceNote: voiceNoteSchema,
  addedItems: z.array(roomItemSchema),
  suggestedItems: z.array(extractedItemSchema),
});
export type SavedVoiceNote = z.infer<typeof savedVoiceNoteSchema>;

/** Spec section 5: the recording the recorder sends to POST /api/voice/transcribe. */
export const RECORDING_LIMITS = {
  /** Field name of the file in the multipart body. */
  field: "audio",
  /** Half an hour of opus at the browser's bit rate is about 3 MB; this leaves room for wav from other tools. */
  maxBytes: 50 * 1024 * 1024,
} as const;

/** Spec section 3, "Transcription result": the text and the seconds of audio. */
export const transcriptionSchema = z.object({ text: z.string(), duration: z.number() });
export type Transcription = z.infer<typeof transcriptionSchema>;

/**
 * What the recorder's pipeline job (POST /api/voice/transcribe with a roomId) ends with: the
 * transcript, and the voice note saved with the items it added and the ones it suggests.
 */
export const voicePipelineResultSchema = savedVoiceNoteSchema.extend({ transcription: transcriptionSchema });
export type VoicePipelineResult = z.infer<typeof voicePipelineResultSchema>;

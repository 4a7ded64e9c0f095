/** The AI jobs, as the contracts' registry defines them (the HTTP handlers queue them from here). */
export { extractItemsJob, generateImagesJob, thumbnailJob, transcribeJob, voiceNoteJob } from "@atelier/contracts";

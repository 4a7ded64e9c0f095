/** How many leading bytes `looksLikeAudio` needs. */
export const AUDIO_SIGNATURE_BYTES = 12;

const ascii = (bytes: Buffer, start: number, text: string) => bytes.subarray(start, start + text.length).toString("latin1") === text;

/**
 * Whether a file starts like an audio container the transcriber reads: WebM/Matroska (what
 * MediaRecorder writes), Ogg, WAV, MP3, FLAC, MP4/M4A, AMR. The declared type alone proves nothing.
 */
export function looksLikeAudio(head: Buffer): boolean {
  if (head.length < 4) return false;
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return true;
  if (ascii(head, 0, "OggS") || ascii(head, 0, "fLaC") || ascii(head, 0, "ID3") || ascii(head, 0, "#!AMR")) return true;
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WAVE")) return true;
  if (ascii(head, 4, "ftyp")) return true;
  // An MPEG audio frame starts with eleven set bits.
  return head[0] === 0xff && (head[1]! & 0xe0) === 0xe0;
}

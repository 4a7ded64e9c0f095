import { Transform, type TransformCallback } from "node:stream";
import type { Request } from "express";
import busboy from "busboy";
import { RECORDING_LIMITS } from "@atelier/contracts";
import { HttpError, malformedMultipart, whenCutOff, type ObjectStorage } from "@atelier/kit";
import { AUDIO_SIGNATURE_BYTES, looksLikeAudio } from "./audio-signature";

export interface ReceivedRecording {
  /** The other form fields, as text. */
  fields: Record<string, string>;
  contentType: string;
  /** Bytes stored. */
  size: number;
}

const notAudio = () => new HttpError(415, "The recording must be an audio file (WebM, Ogg, WAV, MP3, M4A or FLAC)");
const tooLarge = () => new HttpError(413, `The recording exceeds the ${RECORDING_LIMITS.maxBytes / 1024 / 1024} MB limit`);

/** Passes the file through once its first bytes look like audio; fails the stream otherwise. */
class AudioCheck extends Transform {
  private head = Buffer.alloc(0);
  private checked = false;
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.checked) return callback(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < AUDIO_SIGNATURE_BYTES) return callback();
    this.checked = true;
    callback(looksLikeAudio(this.head) ? null : notAudio(), this.head);
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) return callback();
    callback(looksLikeAudio(this.head) ? null : notAudio(), this.head);
  }
}

/**
 * Streams the multipart field `audio` into storage under `key` (never whole into memory), checking
 * that it is audio and within the size limit; the refused or partial object is removed. Every
 * stream error (a body cut off, a part that never ends) fails this request with a 4xx, never the process.
 */
export function receiveRecording(req: Request, storage: ObjectStorage, key: string): Promise<ReceivedRecording> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let check: AudioCheck | null = null;
    let stored: Promise<string> | null = null;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      req.resume();
      check?.destroy(error as Error);
      // Once the write has stopped, so that a late write cannot bring the removed object back.
      void (stored ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => storage.remove([key]))
        .catch(() => undefined);
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: RECORDING_LIMITS.maxBytes, fields: 10, fieldSize: 1_000 } });
    } catch {
      return fail(new HttpError(415, `Send the recording as multipart/form-data with the file in '${RECORDING_LIMITS.field}'`));
    }
    const fields: Record<string, string> = {};

    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, file, info) => {
      // busboy fails a file stream whose part the body cuts short: unlistened, that error would end the process.
      file.on("error", () => fail(malformedMultipart()));
      if (name !== RECORDING_LIMITS.field || stored) return file.resume();
      if (!/^(audio\/|video\/webm$|application\/ogg$)/.test(info.mimeType)) {
        file.resume();
        return fail(notAudio());
      }
      const audio = new AudioCheck();
      check = audio;
      file.on("limit", () => audio.destroy(tooLarge()));
      audio.on("error", () => file.resume());
      stored = storage.put(key, file.pipe(audio), info.mimeType).then(() => info.mimeType);
      stored.catch(fail);
    });
    // busboy's errors are all about the body it was given.
    parser.on("error", () => fail(malformedMultipart()));
    parser.on("close", () => {
      if (!stored) return fail(new HttpError(400, "Validation failed", { [RECORDING_LIMITS.field]: ["Attach the recording"] }));
      stored.then((contentType) => {
        if (settled) return;
        settled = true;
        resolve({ fields, contentType, size: check!.bytes });
      }, fail);
    });
    whenCutOff(req, fail);
    req.pipe(parser);
  });
}

import type { AccessHandler } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { signedObjectKey } from "./signed-object";

/** Only these are shown inline; anything else (an uploaded HTML or SVG file) downloads, so it can never run as our page. */
const INLINE_TYPES = /^(image\/(png|jpeg|webp|gif|avif)|audio\/[\w.+-]+)$/;

/** GET /api/objects/<key>?expires&signature: one object from local storage, as a signed URL allows. */
export function getObject({ storage }: MediaDeps): AccessHandler<null, undefined> {
  return async (req, res) => {
    const { key, local } = signedObjectKey(storage, req, "GET");
    const stored = await local.stat(key);
    if (!stored) {
      res.status(404).json({ message: "Not found" });
      return;
    }
    const inline = stored.contentType !== null && INLINE_TYPES.test(stored.contentType);
    res.set({
      "Content-Type": inline ? stored.contentType! : "application/octet-stream",
      "Content-Length": String(stored.size),
      "Content-Disposition": inline ? "inline" : "attachment",
      "Cache-Control": "private, max-age=3600",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
    res.send(await local.read(key));
  };
}

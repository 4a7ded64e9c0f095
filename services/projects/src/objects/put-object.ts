import { Transform } from "node:stream";
import { PHOTO_LIMITS } from "@atelier/contracts";
import { HttpError, whenCutOff, type AccessHandler } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { signedObjectKey } from "./signed-object";

const tooLarge = () => new HttpError(413, "File exceeds 10MB limit");

/** Counts the bytes going through and fails the stream past the limit, so a lying Content-Length cannot fill the disk. */
function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
}

/** PUT /api/objects/<key>?expires&signature: the browser's upload of one file to local storage. */
export function putObject({ storage }: MediaDeps): AccessHandler<null, undefined> {
  return async (req, res) => {
    const { key, local } = signedObjectKey(storage, req, "PUT");
    if (Number(req.get("content-length") ?? 0) > PHOTO_LIMITS.maxBytes) throw tooLarge();
    const contentType = req.get("content-type") ?? "application/octet-stream";
    const body = byteLimit(PHOTO_LIMITS.maxBytes);
    whenCutOff(req, (error) => body.destroy(error));
    try {
      await local.put(key, req.pipe(body), contentType);
    } catch (error) {
      await local.remove([key]);
      throw error;
    }
    res.status(200).end();
  };
}

import { Transform } from "node:stream";
import { PHOTO_LIMITS, STUDIO_IMPORT_LIMITS } from "@atelier/contracts";
import { HttpError, objectKeys, whenCutOff, type AccessHandler } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { signedObjectKey } from "./signed-object";

const PHOTO_TOO_LARGE = "File exceeds 10MB limit";
const IMPORT_TOO_LARGE = `The export's ZIP is larger than the ${STUDIO_IMPORT_LIMITS.maxBytes / 1024 ** 3} GB an import may take`;

/** What one upload may hold: an export's ZIP restored into an empty install is a whole studio, any other file 10 MB. */
const limitOf = (key: string) => (objectKeys.isStudioImport(key) ? { maxBytes: STUDIO_IMPORT_LIMITS.maxBytes, message: IMPORT_TOO_LARGE } : { maxBytes: PHOTO_LIMITS.maxBytes, message: PHOTO_TOO_LARGE });

/** Counts the bytes going through and fails the stream past the limit, so a lying Content-Length cannot fill the disk. */
function byteLimit(maxBytes: number, tooLarge: () => HttpError): Transform {
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
    const { maxBytes, message } = limitOf(key);
    const tooLarge = () => new HttpError(413, message);
    if (Number(req.get("content-length") ?? 0) > maxBytes) throw tooLarge();
    const contentType = req.get("content-type") ?? "application/octet-stream";
    const body = byteLimit(maxBytes, tooLarge);
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

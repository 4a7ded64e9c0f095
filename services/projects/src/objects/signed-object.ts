import type { Request } from "express";
import { HttpError, LocalObjectStorage, type ObjectStorage, type SignedMethod } from "@atelier/kit";

/**
 * The object a local signed URL names, once its signature checks out. The signature is the only
 * credential: portal clients and <img> tags have no staff session.
 */
export function signedObjectKey(storage: ObjectStorage, req: Request, method: SignedMethod): { key: string; local: LocalObjectStorage } {
  if (!(storage instanceof LocalObjectStorage)) throw new HttpError(404, "Not found");
  const key = (req.params.key as unknown as string[]).join("/");
  const { expires, signature } = req.query as Record<string, string | undefined>;
  if (!storage.verify(method, key, expires, signature)) throw new HttpError(403, "This link is invalid or has expired");
  return { key, local: storage };
}

/**
 * PUTs the raw file to the upload URL with its own content type. The signed URL is the only
 * credential: no cookies go along, so a URL on the object store (S3, MinIO) needs no credentialed CORS.
 */
export async function uploadFile(uploadURL: string, file: Blob): Promise<void> {
  const response = await fetch(uploadURL, {
    method: "PUT",
    credentials: "omit",
    headers: { "Content-Type": file.type },
    body: file,
  });
  if (!response.ok) throw new UploadRefusedError(response.status, response.statusText);
}

/** The object store refused a file's bytes (spec section 8: 'Upload failed: {status text}'); 403 is an expired upload URL. */
export class UploadRefusedError extends Error {
  override readonly name = "UploadRefusedError";

  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`Upload failed: ${statusText}`);
  }
}

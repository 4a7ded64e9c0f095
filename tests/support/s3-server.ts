import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  endpoint: string;
  settings: { S3_ENDPOINT: string; S3_ACCESS_KEY: string; S3_SECRET_KEY: string; S3_BUCKET: string };
  close(): Promise<void>;
}

/** A real S3 HTTP server (s3rver) on a free port with its files in a temporary folder. */
export async function startTestS3(bucket = "atelier-test"): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), "atelier-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    // s3rver accepts its default credentials.
    settings: { S3_ENDPOINT: endpoint, S3_ACCESS_KEY: "S3RVER", S3_SECRET_KEY: "S3RVER", S3_BUCKET: bucket },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

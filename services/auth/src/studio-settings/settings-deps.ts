import type { ObjectStorage, ServerEmitter, ServiceDeps, UploadQuota } from "@atelier/kit";
import type { AuthConfig } from "../config";

/** What the studio settings routes need besides the common connections: the logo lives in object storage. */
export interface SettingsDeps extends ServiceDeps<AuthConfig> {
  storage: ObjectStorage;
  quota: UploadQuota;
  /** Tells the studio's open tabs when what its roles may see changed. */
  emitter: ServerEmitter;
}

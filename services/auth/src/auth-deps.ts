import type { ServerEmitter } from "@atelier/kit";
import type { PasswordHasher } from "./password";
import type { SettingsDeps } from "./studio-settings/settings-deps";

/** What the auth routes work with: object storage for the logo and photos, the password hasher. */
export interface AuthDeps extends SettingsDeps {
  passwords: PasswordHasher;
  /** Closes the sockets of sessions a password change or reset ends. */
  emitter: ServerEmitter;
}

import type { OutboxRelay, ServerEmitter } from "@atelier/kit";
import type { PasswordHasher } from "./password";
import type { SettingsDeps } from "./studio-settings/settings-deps";

/** What the auth routes work with: object storage for the logo and photos, the password hasher, the outbox for mail jobs. */
export interface AuthDeps extends SettingsDeps {
  passwords: PasswordHasher;
  /** Woken once a forgotten-password request's job has committed. */
  outbox: OutboxRelay;
  /** Closes the sockets of sessions a password change or reset ends. */
  emitter: ServerEmitter;
}

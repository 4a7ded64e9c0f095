import type { StateRules } from "@atelier/contracts";
import { conflict } from "./http-error";

/** A 409 with the table's refusal unless a record in `status` may take `action` (a contract's state rules). */
export function assertStateAllows<S extends string, A extends string>(rules: StateRules<S, A>, status: S, action: A): void {
  if (!rules.allows(status, action)) throw conflict(rules.refusal(status, action));
}

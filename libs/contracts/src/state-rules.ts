/**
 * Which statuses each action on a record may start from: the one table for a kind of record. Its service checks
 * it under the record's row lock and answers 409 with `refusal`; the web app shows an action's button only where
 * `allows` says so. (Production items and deliveries, whose actions are the statuses they move to, keep
 * `PRODUCTION_TRANSITIONS` and `DELIVERY_TRANSITIONS`.)
 */
export interface StateRules<S extends string, A extends string> {
  readonly allowedFrom: Readonly<Record<A, readonly S[]>>;
  allows(status: S, action: A): boolean;
  /** The 409's message: why a record in `status` cannot take `action`. */
  refusal(status: S, action: A): string;
}

export function stateRules<S extends string, A extends string>(allowedFrom: Record<A, readonly S[]>, refusal: (status: S, action: A) => string): StateRules<S, A> {
  return { allowedFrom, allows: (status, action) => allowedFrom[action].includes(status), refusal };
}

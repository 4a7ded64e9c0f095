import { idParam } from "../ids";
import { notFound } from "../http-error";
import type { PortalClient, ServiceCaller, Staff } from "./callers";

/**
 * How a service finds one kind of record for each kind of caller. A finder answers null both for a
 * missing record and for one the caller may not see, so the two are indistinguishable (404).
 * The queries are the owning service's own: kit only runs them.
 */
export interface RecordAccess<R> {
  /** The record as the 404 names it: "Project" gives "Project not found". */
  name: string;
  ofStudio?: (id: string, staff: Staff) => Promise<R | null>;
  ofPortalProject?: (id: string, client: PortalClient) => Promise<R | null>;
  forService?: (id: string, caller: ServiceCaller) => Promise<R | null>;
}

export type StudioRecord<R> = RecordAccess<R> & Required<Pick<RecordAccess<R>, "ofStudio">>;
export type PortalRecord<R> = RecordAccess<R> & Required<Pick<RecordAccess<R>, "ofPortalProject">>;
export type ServiceRecord<R> = RecordAccess<R> & Required<Pick<RecordAccess<R>, "forService">>;

/** Runs a finder for an id from outside the path (a body field), with the same 404 as a path id. */
export async function found<R>(record: RecordAccess<R>, find: () => Promise<R | null>): Promise<R> {
  const value = await find();
  if (value === null) throw notFound(`${record.name} not found`);
  return value;
}

/** A record a studio's designer named by id in a request body or form: theirs, or a 404. */
export function loadStudioRecord<R>(record: StudioRecord<R>, staff: Staff, id: string): Promise<R> {
  return found(record, () => record.ofStudio(idParam(id, record.name), staff));
}

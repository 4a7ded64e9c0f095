import { ARCHIVED_PROJECT_PORTAL_REFUSAL, ARCHIVED_PROJECT_REFUSAL } from "@atelier/contracts";
import { conflict, notFound } from "../http-error";
import { idParam } from "../ids";
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
  /** For a record of a project: whether that project is archived, which makes the record read-only. */
  inArchivedProject?(record: R): Promise<boolean>;
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

/** The 409 of a change to a record whose project is archived, worded for who asked. */
export async function refuseIfArchived<R>(record: RecordAccess<R>, value: R, who: "staff" | "portal"): Promise<void> {
  if (record.inArchivedProject && (await record.inArchivedProject(value))) {
    throw conflict(who === "portal" ? ARCHIVED_PROJECT_PORTAL_REFUSAL : ARCHIVED_PROJECT_REFUSAL);
  }
}

/** A record a studio's designer named by id in a request body or form, to change: theirs (else 404) and in work (else 409). */
export async function loadStudioRecordToChange<R>(record: StudioRecord<R>, staff: Staff, id: string): Promise<R> {
  const value = await found(record, () => record.ofStudio(idParam(id, record.name), staff));
  await refuseIfArchived(record, value, "staff");
  return value;
}

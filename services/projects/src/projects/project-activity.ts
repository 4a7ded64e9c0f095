import type { Project } from "@atelier/db";
import { choice, money, type FieldShown } from "@atelier/kit";

/** The project's fields whose changes its activity shows. */
export const PROJECT_FIELDS: Partial<Record<keyof Project, FieldShown>> = {
  title: "Name",
  status: choice("Status"),
  clientName: "Client",
  clientEmail: "Client e-mail",
  clientVatNumber: "Client VAT number",
  address: "Address",
  budgetEstimate: money("Budget"),
  startDate: "Start date",
  expectedEndDate: "Expected end date",
  description: "Description",
};

export const projectRecord = (project: Pick<Project, "id" | "title">) => ({ type: "project" as const, id: project.id, label: project.title });

/** "3 rooms and 24 items": counts as the feed says them, leaving out those of none. */
export function countsText(counts: ReadonlyArray<[number, string, string]>): string {
  const said = counts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return said.length <= 1 ? (said[0] ?? "nothing") : `${said.slice(0, -1).join(", ")} and ${said.at(-1)}`;
}

/** Add or Remove Sample Data, as a change of the project's "Sample data". */
export const sampleDataChange = (before: string | null, after: string | null) => [{ field: "sampleData", label: "Sample data", before, after }];

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

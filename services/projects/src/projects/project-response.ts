import type { Project as ProjectResponse, ProjectSummary } from "@atelier/contracts";
import { toDateOnly, type Project } from "@atelier/db";
import { toMoney, toNumber } from "../db-values";
import { toWireDesignStyle } from "./design-style";

export function toProjectSummary(project: Project): ProjectSummary {
  return {
    id: project.id,
    code: project.code,
    title: project.title,
    status: project.status,
    description: project.description,
    address: project.address,
    clientName: project.clientName,
    clientEmail: project.clientEmail,
    clientVatNumber: project.clientVatNumber,
    budgetEstimate: toMoney(project.budgetEstimate),
    totalCost: toMoney(project.totalCost),
    startDate: toDateOnly(project.startDate),
    expectedEndDate: toDateOnly(project.expectedEndDate),
    archivedAt: project.archivedAt?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export function toProjectResponse(
  project: Project,
  counts: ProjectResponse["counts"],
  latestQuoteTotal: string | null,
): ProjectResponse {
  return {
    ...toProjectSummary(project),
    propertyType: project.propertyType,
    architecturalStyle: project.architecturalStyle,
    designStyle: project.designStyle ? toWireDesignStyle(project.designStyle) : null,
    yearBuilt: project.yearBuilt,
    totalSquareFootage: toNumber(project.totalSquareFootage),
    numberOfBedrooms: project.numberOfBedrooms,
    numberOfBathrooms: toNumber(project.numberOfBathrooms),
    numberOfFloors: project.numberOfFloors,
    lotSize: toNumber(project.lotSize),
    hasGarage: project.hasGarage,
    garageSpaces: project.garageSpaces,
    hasPool: project.hasPool,
    hasGarden: project.hasGarden,
    specialFeatures: project.specialFeatures,
    accessibilityRequirements: project.accessibilityRequirements,
    colorPreferences: project.colorPreferences,
    specialRequirements: project.specialRequirements,
    counts,
    latestQuoteTotal,
  };
}

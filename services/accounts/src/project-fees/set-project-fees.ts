import type { z } from "zod";
import { FEE_BASIS_NAMES, type ProjectFees, type setProjectFeesRequestSchema } from "@atelier/contracts";
import type { PrismaClient, Project } from "@atelier/db";
import { fieldChanges, money, percent, recordActivity, type FieldShown } from "@atelier/kit";
import { feeTermsOf, projectFeeFigures } from "./project-fee-figures";

type FeeTerms = z.output<typeof setProjectFeesRequestSchema>;

const FEE_FIELDS: Record<"basis" | "fixedFee" | "procurementPercent", FieldShown> = {
  basis: { label: "Fee basis", show: (value) => FEE_BASIS_NAMES[value as ProjectFees["basis"]] },
  fixedFee: money("Fixed fee"),
  procurementPercent: percent("Procurement percent"),
};

/**
 * Sets how the project's fee is billed, with its entry in the project's activity. What invoices bill of the fee stays
 * billed: a fixed fee raised later bills only the difference.
 */
export async function setProjectFees(prisma: PrismaClient, project: Pick<Project, "id" | "studioId" | "title">, terms: FeeTerms): Promise<ProjectFees> {
  const row = {
    basis: terms.basis,
    fixedFee: terms.basis === "fixed" ? terms.fixedFee : null,
    procurementPercent: terms.basis === "procurement" ? terms.procurementPercent : null,
  };
  return prisma.$transaction(async (tx) => {
    const before = feeTermsOf(await tx.projectFees.findUnique({ where: { projectId: project.id } }));
    await tx.projectFees.upsert({ where: { projectId: project.id }, create: { projectId: project.id, ...row }, update: row });
    const after = await projectFeeFigures(tx, project.id);
    const changes = fieldChanges(before, after, FEE_FIELDS);
    const record = { type: "fee-basis" as const, id: project.id, label: project.title };
    if (changes.length > 0) await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record, action: "updated", changes });
    return after;
  });
}

import type { supplierRequestSchema } from "@atelier/contracts";
import type { PrismaClient, Supplier } from "@atelier/db";
import { fieldChanges, fieldsSet, recordActivity } from "@atelier/kit";
import type { z } from "zod";
import { SUPPLIER_FIELDS, supplierRecord } from "./supplier-activity";

type SupplierInput = z.infer<typeof supplierRequestSchema>;

/** A new supplier of the studio. */
export function createSupplier(prisma: PrismaClient, studioId: string, input: SupplierInput): Promise<Supplier> {
  return prisma.$transaction(async (tx) => {
    const created = await tx.supplier.create({ data: { ...input, studioId } });
    await recordActivity(tx, { studioId, projectId: null, record: supplierRecord(created), action: "created", changes: fieldsSet(created, SUPPLIER_FIELDS) });
    return created;
  });
}

/** The supplier's details as the form sends them again, whole. */
export function updateSupplier(prisma: PrismaClient, supplier: Supplier, input: SupplierInput): Promise<Supplier> {
  return prisma.$transaction(async (tx) => {
    const saved = await tx.supplier.update({ where: { id: supplier.id }, data: input });
    await recordActivity(tx, { studioId: supplier.studioId, projectId: null, record: supplierRecord(saved), action: "updated", changes: fieldChanges(supplier, saved, SUPPLIER_FIELDS) });
    return saved;
  });
}

/** Archived, a supplier stays on its orders but gets no new ones; restored, it is offered again. */
export function archiveSupplier(prisma: PrismaClient, supplier: Supplier, archived: boolean): Promise<Supplier> {
  const archivedAt = archived ? (supplier.archivedAt ?? new Date()) : null;
  return prisma.$transaction(async (tx) => {
    const saved = await tx.supplier.update({ where: { id: supplier.id }, data: { archivedAt } });
    if ((supplier.archivedAt === null) === archived) await recordActivity(tx, { studioId: supplier.studioId, projectId: null, record: supplierRecord(saved), action: archived ? "archived" : "restored" });
    return saved;
  });
}

import type { supplierRequestSchema } from "@atelier/contracts";
import type { PrismaClient, Supplier } from "@atelier/db";
import type { z } from "zod";

type SupplierInput = z.infer<typeof supplierRequestSchema>;

/** A new supplier of the studio. */
export function createSupplier(prisma: PrismaClient, studioId: string, input: SupplierInput): Promise<Supplier> {
  return prisma.supplier.create({ data: { ...input, studioId } });
}

/** The supplier's details as the form sends them again, whole. */
export function updateSupplier(prisma: PrismaClient, supplier: Pick<Supplier, "id">, input: SupplierInput): Promise<Supplier> {
  return prisma.supplier.update({ where: { id: supplier.id }, data: input });
}

/** Archived, a supplier stays on its orders but gets no new ones; restored, it is offered again. */
export function archiveSupplier(prisma: PrismaClient, supplier: Pick<Supplier, "id" | "archivedAt">, archived: boolean): Promise<Supplier> {
  const archivedAt = archived ? (supplier.archivedAt ?? new Date()) : null;
  return prisma.supplier.update({ where: { id: supplier.id }, data: { archivedAt } });
}

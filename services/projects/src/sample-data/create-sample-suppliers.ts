import type { Prisma } from "@atelier/db";
import { uuidFrom } from "@atelier/kit";
import { SAMPLE_SUPPLIERS, type SampleSupplierName } from "./sample-home";

/** How a sample supplier is named in the studio's list, so it reads as a sample wherever it shows. */
export const sampleSupplierName = (name: SampleSupplierName) => `${name} (Sample)`;

/** An address on a reserved domain (RFC 2606): a sample order mailed goes to no one. */
const sampleEmail = (name: SampleSupplierName) => `orders@${name.toLowerCase().replace(/[^a-z]+/g, "-")}.example.com`;

export type SampleSupplierIds = ReadonlyMap<SampleSupplierName, string>;

/**
 * The studio's sample suppliers, made once per studio: their ids derive from the studio and the name, so a
 * second sample home (or two at once) finds them and adds none, and one the studio edited or archived since
 * is kept as it is. The sample home's items are linked to them, so its approved quote is drafted into real
 * purchase orders. Answers each sample supplier's id.
 */
export async function createSampleSuppliers(tx: Prisma.TransactionClient, studioId: string): Promise<SampleSupplierIds> {
  const suppliers = SAMPLE_SUPPLIERS.map((supplier) => ({ ...supplier, id: uuidFrom(`sample-supplier:${studioId}:${supplier.name}`) }));
  await tx.supplier.createMany({
    data: suppliers.map(({ id, name, contactName, leadTimeDays }) => ({ id, studioId, name: sampleSupplierName(name), contactName, email: sampleEmail(name), leadTimeDays, sample: true })),
    skipDuplicates: true,
  });
  return new Map(suppliers.map(({ id, name }) => [name, id]));
}

import type { Supplier as SupplierResponse } from "@atelier/contracts";
import type { Supplier } from "@atelier/db";

export function toSupplierResponse(supplier: Supplier): SupplierResponse {
  return {
    id: supplier.id,
    name: supplier.name,
    contactName: supplier.contactName,
    email: supplier.email,
    phone: supplier.phone,
    accountNumber: supplier.accountNumber,
    leadTimeDays: supplier.leadTimeDays,
    archived: supplier.archivedAt !== null,
    createdAt: supplier.createdAt.toISOString(),
  };
}

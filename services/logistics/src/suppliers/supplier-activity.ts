import type { Supplier } from "@atelier/db";
import type { FieldShown } from "@atelier/kit";

/** The supplier's fields whose changes the studio's activity shows. */
export const SUPPLIER_FIELDS: Partial<Record<keyof Supplier, FieldShown>> = {
  name: "Name",
  contactName: "Contact",
  email: "E-mail",
  phone: "Phone",
  accountNumber: "Account number",
  leadTimeDays: "Lead time (days)",
};

export const supplierRecord = (supplier: Pick<Supplier, "id" | "name">) => ({ type: "supplier" as const, id: supplier.id, label: supplier.name });

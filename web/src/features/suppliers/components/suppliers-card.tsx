import type { Supplier } from "@atelier/contracts";
import { Archive, ArchiveRestore, Truck } from "lucide-react";
import { useId } from "react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useArchiveSupplier, useSuppliers } from "@/features/suppliers/queries/use-suppliers";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { AddSupplierButton, EditSupplierButton } from "./supplier-dialogs";

function SupplierRow({ supplier }: { supplier: Supplier }) {
  const archive = useArchiveSupplier(supplier);
  const details = [supplier.contactName, supplier.email, supplier.phone, supplier.accountNumber && `Account ${supplier.accountNumber}`].filter(Boolean);
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>{supplier.name}</span>
          {supplier.archived && <Badge tone="neutral">Archived</Badge>}
        </p>
        {details.length > 0 && <p className="text-sm text-muted-foreground">{details.join(" · ")}</p>}
        <p className="text-sm text-muted-foreground">{supplier.leadTimeDays === null ? "Lead time not set" : `Typical lead time ${supplier.leadTimeDays} days`}</p>
      </div>
      <EditSupplierButton supplier={supplier} />
      <Button
        variant="ghost"
        size="icon-sm"
        className={TOUCH_TARGET}
        aria-label={supplier.archived ? `Restore supplier ${supplier.name}` : `Archive supplier ${supplier.name}`}
        disabled={archive.isPending}
        onClick={() => archive.mutate(!supplier.archived)}
      >
        {supplier.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
      </Button>
    </li>
  );
}

/** The studio's suppliers: added, edited, archived and restored here; purchase orders are drafted to them. */
export function SuppliersCard() {
  const suppliers = useSuppliers();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={titleId}>Suppliers</CardTitle>
          <CardDescription>Who the studio orders from. An approved item whose supplier is listed here goes on that supplier's purchase order.</CardDescription>
        </div>
        <AddSupplierButton />
      </CardHeader>
      <CardContent>
        <QueryView query={suppliers} what="suppliers" loading={<CardListSkeleton count={3} label="Loading suppliers" />}>
          {(data) =>
            data.length === 0 ? (
              <EmptyState icon={Truck} title="No suppliers yet" description="Add the suppliers you order from, so approved quotes become purchase orders." className="py-8" />
            ) : (
              <ul className="divide-y" aria-label="Suppliers">
                {data.map((supplier) => (
                  <SupplierRow key={supplier.id} supplier={supplier} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}

import type { ProductionItem } from "@atelier/contracts";
import { Factory, Printer } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { TabHeader } from "@/components/tab-header";
import { Button } from "@/components/ui/button";
import { productionLabelsPath } from "../api/production-api";
import { useProductions } from "../queries/use-productions";
import { ProductionItemCard } from "./production-item-card";
import { ProductionStages } from "./production-stages";

/** A scanned QR label opens the tab at #item-<id>: the item is brought into view and focused once the list is there. */
function useFocusLinkedItem(items: readonly ProductionItem[] | undefined) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!items || !hash.startsWith("#item-")) return;
    const element = document.getElementById(hash.slice(1));
    element?.scrollIntoView({ block: "center" });
    element?.focus({ preventScroll: true });
  }, [items, hash]);
}

export function ProductionTab({ projectId }: { projectId: string }) {
  const productions = useProductions(projectId);
  useFocusLinkedItem(productions.data);
  const hasItems = (productions.data?.length ?? 0) > 0;
  return (
    <div className="grid gap-6">
      <TabHeader title="Production" description="Each approved item from order to completion, with its QR label.">
        {hasItems && (
          <Button asChild variant="outline" className="pointer-coarse:min-h-11">
            <a href={productionLabelsPath(projectId)} download>
              <Printer aria-hidden="true" />
              Print QR labels
            </a>
          </Button>
        )}
      </TabHeader>
      <QueryView query={productions} what="production items" loading={<CardListSkeleton label="Loading production items" />}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon={Factory} title="Nothing in production yet" description="When a client approves a quote, each of its items appears here to track from order to completion." />
          ) : (
            <>
              <ProductionStages items={items} />
              <ul className="grid gap-3" aria-label="Production items">
                {items.map((item) => (
                  <ProductionItemCard key={item.id} item={item} />
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </div>
  );
}

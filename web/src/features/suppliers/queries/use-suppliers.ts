import { endpoints, type Supplier, type SupplierRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { archiveSupplier, createSupplier, updateSupplier } from "@/features/suppliers/api/suppliers-api";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { endpointQuery } from "@/lib/endpoint-client";

/** The studio's suppliers by name, archived ones last. */
export const suppliersQuery = () => endpointQuery(endpoints.suppliers);

export function useSuppliers() {
  return useQuery(suppliersQuery());
}

function useRefreshSuppliers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: suppliersQuery().queryKey });
}

/** Adds a supplier, or saves an existing one's details. */
export function useSaveSupplier(supplier?: Pick<Supplier, "id">) {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (request: SupplierRequest) => (supplier ? updateSupplier(supplier.id, request) : createSupplier(request)),
    onSuccess: (saved) => {
      refresh();
      toast({ title: supplier ? "Supplier Updated" : "Supplier Added", description: `${saved.name} has been saved.` });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to save the supplier. Please try again."),
  });
}

export function useArchiveSupplier(supplier: Pick<Supplier, "id" | "name">) {
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (archived: boolean) => archiveSupplier(supplier.id, archived),
    onSuccess: ({ archived }) => {
      refresh();
      toast({
        title: archived ? "Supplier Archived" : "Supplier Restored",
        description: archived ? `${supplier.name} gets no new purchase orders.` : `${supplier.name} gets purchase orders again.`,
      });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to change the supplier. Please try again."),
  });
}

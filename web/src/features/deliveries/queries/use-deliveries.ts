import { DELIVERY_STATUS_LABELS, endpoints, type CreateDeliveryRequest, type Delivery, type UpdateDeliveryRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { useStudioDates } from "@/lib/studio-time-zone";
import { endpointQuery } from "@/lib/endpoint-client";
import { confirmDeliveryOrQueue } from "@/features/offline-queue/lib/delivery-confirmation";
import { scheduleDelivery, updateDelivery } from "../api/deliveries-api";

export const projectDeliveriesQuery = (projectId: string) => endpointQuery(endpoints.projectDeliveries, { params: { projectId } });

export function useDeliveries(projectId: string) {
  return useQuery(projectDeliveriesQuery(projectId));
}

/** After a delivery changed: the project's list shows its new state. */
function useRefreshDeliveries(projectId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: projectDeliveriesQuery(projectId).queryKey });
}

export function useScheduleDeliveryMutation(projectId: string) {
  const refresh = useRefreshDeliveries(projectId);
  const { formatDateTime } = useStudioDates();
  return useMutation({
    mutationFn: (request: CreateDeliveryRequest) => scheduleDelivery(projectId, request),
    onSuccess: (delivery) => {
      refresh();
      toast({ title: "Delivery Scheduled", description: `${delivery.deliveryNumber} is booked for ${formatDateTime(delivery.scheduledDate)}.` });
    },
    onError: () => toastFailure("Error", "Failed to schedule delivery"),
  });
}

/** Out for delivery, or held up: the card's Mark in transit and Delayed. */
export function useMoveDeliveryMutation(delivery: Pick<Delivery, "id" | "projectId" | "deliveryNumber">) {
  const refresh = useRefreshDeliveries(delivery.projectId);
  return useMutation({
    mutationFn: (status: "in_transit" | "delayed") => updateDelivery(delivery.id, { status }),
    onSuccess: (moved) => {
      refresh();
      toast({ title: "Delivery Updated", description: `${moved.deliveryNumber} is ${DELIVERY_STATUS_LABELS[moved.status].toLowerCase()}.` });
    },
    onError: (error) => {
      refresh();
      toastFailure("Update Failed", serverMessage(error) ?? `Failed to update ${delivery.deliveryNumber}. Please try again.`);
    },
  });
}

/**
 * Confirm Delivery: completed with the receiver's signature (spec section 4). Without signal the signed
 * confirmation waits on the device and the queue sends it once the connection returns; the dialog closes
 * either way, since nothing the receiver signed is lost.
 */
export function useConfirmDeliveryMutation(delivery: Pick<Delivery, "id" | "projectId" | "deliveryNumber">) {
  const refresh = useRefreshDeliveries(delivery.projectId);
  return useMutation({
    // Paused while offline by default, so the confirmation would never reach the queue.
    networkMode: "always",
    mutationFn: (proof: Omit<UpdateDeliveryRequest, "status">) => confirmDeliveryOrQueue(delivery, { ...proof, status: "completed" }),
    onSuccess: (sent) => {
      if (sent.queued) return;
      refresh();
      const confirmed = sent.answer;
      toast({ title: "Delivery Complete", description: `${confirmed.deliveryNumber} was signed for${confirmed.receivedBy ? ` by ${confirmed.receivedBy}` : ""}.` });
    },
    onError: () => toastFailure("Completion Failed", "Failed to complete delivery"),
  });
}

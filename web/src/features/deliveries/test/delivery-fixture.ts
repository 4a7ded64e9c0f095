import type { Delivery } from "@atelier/contracts";
import { cliftonVilla } from "@/test/fixtures";

/** A delivery of the Clifton Villa, scheduled with a driver and a tracking link unless told otherwise. */
export function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    projectId: cliftonVilla.id,
    projectName: cliftonVilla.title,
    deliveryNumber: "DEL-2026-001",
    items: [{ id: "6e2d3c4b-5f6a-4b7c-9d8e-0f1a2b3c4d5e", productionItemId: null, roomItemId: null, name: "Walnut sofa", quantity: 1 }],
    status: "scheduled",
    scheduledDate: "2026-12-03T08:30:00.000Z",
    eta: null,
    driverName: "Sipho Ndlovu",
    driverPhone: "082 555 0199",
    trackingUrl: "https://track.example.co.za/DX42",
    notes: null,
    podSigned: false,
    receivedBy: null,
    deliveredDate: null,
    createdAt: "2026-11-23T07:00:00.000Z",
    ...overrides,
  };
}

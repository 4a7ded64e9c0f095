import { DELIVERY_STATUS_LABELS } from "@atelier/contracts";
import type { AccessHandler, ObjectStorage, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../../logistics-deps";
import type { DeliveryWithDetails } from "../delivery-records";
import type { DeliveryNoteDocument } from "./delivery-note-document";
import { renderDeliveryNote } from "./render-delivery-note";

/** A logo removed from storage behind the settings' back prints the studio's name alone rather than failing the note. */
const readOrNull = (storage: ObjectStorage, key: string | null) => (key ? storage.read(key).catch(() => null) : Promise.resolve(null));

async function noteOf({ prisma, storage }: LogisticsDeps, delivery: DeliveryWithDetails): Promise<DeliveryNoteDocument> {
  const studio = await prisma.studio.findUniqueOrThrow({ where: { id: delivery.studioId } });
  const [logoPng, signaturePng] = await Promise.all([readOrNull(storage, studio.logoObjectKey), readOrNull(storage, delivery.podSignatureObjectKey)]);
  return {
    studio: { name: studio.name, postalAddress: studio.postalAddress, phone: studio.phone, email: studio.email, logoPng, timeZone: studio.timeZone },
    project: { title: delivery.project.title, code: delivery.project.code, address: delivery.project.address, clientName: delivery.project.clientName },
    delivery: {
      number: delivery.deliveryNumber,
      status: DELIVERY_STATUS_LABELS[delivery.status],
      scheduledDate: delivery.scheduledDate,
      deliveredDate: delivery.deliveredDate,
      driverName: delivery.driverName,
      driverPhone: delivery.driverPhone,
      notes: delivery.notes,
    },
    items: delivery.items.map((item) => ({ name: item.name, quantity: item.quantity.toNumber() })),
    proof: signaturePng ? { receivedBy: delivery.receivedBy, signaturePng } : null,
  };
}

/** GET /api/deliveries/:id/note: the delivery note as a PDF attachment, "DEL-2026-001.pdf". */
export function getDeliveryNoteRoute(deps: LogisticsDeps): AccessHandler<Staff, DeliveryWithDetails> {
  return async (_req, res, { record: delivery }) => {
    const pdf = await renderDeliveryNote(await noteOf(deps, delivery));
    res
      .status(200)
      .type("application/pdf")
      .set("Content-Disposition", `attachment; filename="${delivery.deliveryNumber}.pdf"`)
      .set("Cache-Control", "private, no-store")
      .send(pdf);
  };
}

import type { Project } from "@atelier/db";
import { appOrigin, type AccessHandler, type Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { renderProductionLabels } from "./render-production-labels";

/** GET /api/projects/:id/production-labels: an A4 PDF of QR labels, one per production item. */
export function productionLabelsRoute({ prisma }: LogisticsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const items = await prisma.productionItem.findMany({
      where: { projectId: project.id },
      orderBy: [{ createdAt: "asc" }, { sku: "asc" }],
      select: { id: true, name: true, sku: true, qrCode: true, quoteLine: { select: { roomName: true } } },
    });
    const pdf = await renderProductionLabels({
      projectTitle: project.title,
      origin: appOrigin(req),
      labels: items.map((item) => ({ name: item.name, sku: item.sku, roomName: item.quoteLine?.roomName ?? null, path: item.qrCode ?? `/projects/${project.id}/production` })),
    });
    const fileName = `${project.code ?? "project"}-production-labels.pdf`.replace(/[^\w.-]/g, "-");
    res.set({ "content-type": "application/pdf", "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "private, no-store" });
    res.send(pdf);
  };
}

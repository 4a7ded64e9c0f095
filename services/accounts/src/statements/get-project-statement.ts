import { OWING_INVOICE_STATUSES, type Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { letterheadOf, projectLabel } from "../invoice-pdf/tax-document";
import { invoicePartiesOf } from "../invoices/invoice-parties";
import { projectStatement } from "./project-statement";
import { renderStatementPdf } from "./render-statement-pdf";

/** GET /api/projects/:id/statement: the client's statement as JSON, or with `format=pdf` as the PDF to send them. */
export function getProjectStatement({ prisma, storage }: AccountsDeps): RouteHandler<Endpoints["projectStatement"], Staff, Project> {
  return async (_req, res, { record: project, query }) => {
    const statement = await projectStatement(prisma, project, query.from ?? null);
    if (query.format === "json") return res.json(statement);
    const [studio, open] = await Promise.all([
      prisma.studio.findUniqueOrThrow({ where: { id: project.studioId } }),
      prisma.invoice.findMany({ where: { projectId: project.id, status: { in: [...OWING_INVOICE_STATUSES] } }, select: { number: true } }),
    ]);
    const parties = invoicePartiesOf(studio, project);
    const reference = open.length === 1 && open[0]!.number ? open[0]!.number : "each invoice's number";
    const pdf = await renderStatementPdf({ statement, studio: await letterheadOf(prisma, storage, studio.id, parties), recipient: parties.recipient, bank: parties.bank, project: projectLabel(parties), reference });
    const name = `Statement ${project.code ?? project.title} ${statement.statementDate}`.replace(/[^\w .-]/g, "");
    res.set({ "Cache-Control": "private, no-cache", "Content-Disposition": `attachment; filename="${name}.pdf"` });
    res.type("application/pdf").send(pdf);
  };
}

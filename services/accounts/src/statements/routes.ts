import { endpoints, type Endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes, type RouteHandler, type Staff } from "@atelier/kit";
import type { AccountsRecords } from "../access/records";
import type { AccountsDeps } from "../config";
import { getProjectStatement } from "./get-project-statement";
import { studioReceivables } from "./studio-receivables";

const listReceivables =
  ({ prisma }: AccountsDeps): RouteHandler<Endpoints["receivables"], Staff, undefined> =>
  async (_req, res, { caller }) =>
    res.json(await studioReceivables(prisma, caller.studioId));

/** What clients owe: one client's statement, and the studio's receivables. */
export function statementRoutes(routes: DeclaredRoutes, records: AccountsRecords, deps: AccountsDeps): void {
  routes.serve(endpoints.projectStatement, staff(records.project), getProjectStatement(deps));
  routes.serve(endpoints.receivables, staff(), listReceivables(deps));
}

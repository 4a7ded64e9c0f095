import { downloadPath, downloads, endpoints, type ProductionStatus } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const changeProductionStatus = (productionId: string, status: ProductionStatus) =>
  callEndpoint(endpoints.changeProductionStatus, { params: { productionId }, body: { status } });

/** The label sheet is a file the browser downloads by following the link, with the session cookie. */
export const productionLabelsPath = (projectId: string) => downloadPath(downloads.productionLabels, { projectId });

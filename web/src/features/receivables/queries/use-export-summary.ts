import { accountingExportQuerySchema, downloadPath, downloads, endpoints, type AccountingExportQuery } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** What an export over the period would hold, and how much of it went out before; nothing is asked while the period is not valid. */
export function useExportSummary(query: AccountingExportQuery) {
  const valid = accountingExportQuerySchema.safeParse(query).success;
  return useQuery({ ...endpointQuery(endpoints.accountingExportSummary, { query }), enabled: valid, refetchOnMount: "always" });
}

/** The CSV, downloaded by following the link; the server marks its documents exported. */
export const exportCsvPath = ({ format, from, to }: AccountingExportQuery) => `${downloadPath(downloads.accountingExport, {})}?${new URLSearchParams({ format, from, to })}`;

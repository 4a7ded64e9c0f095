import { endpoints, type TimeReportQuery } from "@atelier/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** The studio's time and fees for a period; the last answer stays on screen while another period loads. */
export const useTimeReport = (period: TimeReportQuery) => useQuery({ ...endpointQuery(endpoints.timeReport, { query: period }), placeholderData: keepPreviousData });

/** The portal's sections; each but the Overview lives in the address (`?tab=quotes`), so a reload or Back keeps it. */
export const PORTAL_TABS = [
  { value: "overview", label: "Overview" },
  { value: "designs", label: "Designs" },
  { value: "quotes", label: "Quotes" },
  { value: "invoices", label: "Invoices" },
  { value: "meetings", label: "Meetings" },
  { value: "progress", label: "Progress" },
] as const;

export type PortalTab = (typeof PORTAL_TABS)[number]["value"];

/** The tab an address names; the Overview for none or one that is not a tab. */
export function portalTabOf(search: URLSearchParams): PortalTab {
  const named = search.get("tab");
  return PORTAL_TABS.find((tab) => tab.value === named)?.value ?? "overview";
}

/** The query string that opens `tab`: none for the Overview. */
export const portalTabSearch = (tab: PortalTab): string => (tab === "overview" ? "" : `?tab=${tab}`);

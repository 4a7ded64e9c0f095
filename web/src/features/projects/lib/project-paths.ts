/** The project page's tabs, in the spec's order (then Activity, who changed what); each has its own address, `/projects/:id/<value>`. */
export const PROJECT_TABS = [
  { value: "overview", label: "Overview" },
  { value: "meetings", label: "Meetings" },
  { value: "design", label: "Design" },
  { value: "orders", label: "Orders" },
  { value: "production", label: "Production" },
  { value: "delivery", label: "Delivery" },
  { value: "installations", label: "Installations" },
  { value: "accounts", label: "Accounts" },
  { value: "activity", label: "Activity" },
] as const;

export type ProjectTabInfo = (typeof PROJECT_TABS)[number];
export type ProjectTab = ProjectTabInfo["value"];

export const projectTab = (value: string | null | undefined) => PROJECT_TABS.find((tab) => tab.value === value);

/** A project's page at one of its tabs; Overview is the project's own address. */
export const projectPath = (projectId: string, tab: ProjectTab = "overview") =>
  tab === "overview" ? `/projects/${projectId}` : `/projects/${projectId}/${tab}`;

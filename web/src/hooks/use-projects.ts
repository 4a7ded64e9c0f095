export interface ProjectSummary {
  id: string;
  title: string;
  status: string;
}

/**
 * The studio's projects for the sidebar. The projects feature replaces this body with the
 * GET /api/projects query; until then a studio has no projects to list.
 */
export function useProjects(): ProjectSummary[] {
  return [];
}

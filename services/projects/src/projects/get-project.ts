import type { AccessHandler, Staff } from "@atelier/kit";
import { toProjectOverview, type ProjectWithOverview } from "./project-overview";

export function getProject(): AccessHandler<Staff, ProjectWithOverview> {
  return (_req, res, { record }) => {
    res.json(toProjectOverview(record));
  };
}

import { searchRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";
import { searchStudio } from "./search-studio";

export function getSearch({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (req, res, { caller }) => {
    const { q } = parseInput(searchRequestSchema, req.query);
    res.json(await searchStudio(prisma, caller.studioId, q));
  };
}

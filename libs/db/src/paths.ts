import { fileURLToPath } from "node:url";

const inPackage = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const paths = {
  packageRoot: inPackage(""),
  schema: inPackage("prisma/schema.prisma"),
  migrations: inPackage("prisma/migrations"),
};

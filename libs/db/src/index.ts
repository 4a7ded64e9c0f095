export { createPrismaClient } from "./client";
export { ensureDatabase, urlOfDatabase } from "./databases";
export { applyMigrations, pendingMigrationNames, type ApplyMigrationsResult } from "./migrate";
export { isUniqueViolation } from "./unique-violation";
export { nextStudioSequence } from "./studio-sequence";
export { isArchived, isProjectArchived } from "./archived-project";
export { studioTimeZoneOf } from "./studio-time-zone";
export { daysAfter, fromDateOnly, toDateOnly } from "./stored-dates";
export { createScratchDatabase, withScratchDatabase, type ScratchDatabase } from "./scratch-database";
// PrismaClient, the Prisma namespace (Decimal, input types, errors), every enum and every model type.
export * from "./generated/prisma/client";

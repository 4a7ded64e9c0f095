// Import boundaries (issue 9), checked by infra/lint/boundaries.mjs in the "Linting" step of `make test`.
// Paths are relative to the repository root; workspace packages (@atelier/kit, ...) resolve to their folders and
// web's "@/..." to web/src (the alias is given in boundaries.mjs).
/** The studio's screens: every feature but the client portal, the pages and routes, the shell and the staff socket. */
const STAFF_CODE =
  "^web/src/(features/(?!client-portal/)|pages/(?!client-portal-page|loading-page)|routes/(?!app-routes)|components/shell/|hooks/use-socket-connection|lib/socket\\.ts)";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "service-imports-another-service",
      severity: "error",
      comment:
        "A service never imports another service's code: it calls it over HTTP or reacts to its events, and shared " +
        "code goes to libs/. (tests/ may import services to start them.)",
      from: { path: "^services/([^/]+)/" },
      to: { path: "^services/", pathNot: "^services/$1/" },
    },
    {
      name: "web-reaches-server-code",
      severity: "error",
      comment:
        "The web app never imports server code (services/, libs/db, libs/kit), not even through a lib it uses: " +
        "it would be bundled into the browser. It shares libs/contracts and libs/money with the services.",
      from: { path: "^web/" },
      to: { path: "^(services/|libs/db/|libs/kit/)", reachable: true },
    },
    {
      name: "client-portal-reaches-staff-code",
      severity: "error",
      comment:
        "The client portal is a lazy chunk of its own that a client's phone loads alone: it never imports the studio's " +
        "screens (other features, pages, routes, the shell, the staff socket), not even through a module it uses. " +
        "Shared pieces live in web/src/components, web/src/lib and web/src/hooks.",
      from: { path: "^web/src/(features/client-portal/|pages/client-portal-page)" },
      to: { path: STAFF_CODE, reachable: true },
    },
    {
      name: "app-entry-loads-staff-code-eagerly",
      severity: "error",
      comment:
        "The app's entry loads the studio's screens and the client portal only through import(), so each is a chunk " +
        "of its own and a client opening a portal link does not download the studio's code.",
      from: { path: "^web/src/(main\\.tsx|app\\.tsx|routes/app-routes\\.tsx)$" },
      to: { path: `${STAFF_CODE}|^web/src/pages/client-portal-page`, dependencyTypesNot: ["dynamic-import"] },
    },
    {
      name: "gateway-reaches-the-database",
      severity: "error",
      comment:
        "The gateway holds no data: it reads sessions from Redis and proxies to the services. It takes kit's modules " +
        "one by one (@atelier/kit/logger, ...), so that no Prisma client is loaded into it.",
      from: { path: "^services/gateway/" },
      to: { path: "^libs/db/", reachable: true },
    },
    {
      name: "lib-imports-a-service",
      severity: "error",
      comment: "libs/ are shared by the services, so they never import a service's code.",
      from: { path: "^libs/" },
      to: { path: "^services/" },
    },
    {
      name: "unresolvable-import",
      severity: "error",
      comment: "An import the checker cannot resolve to a file escapes the rules above, so it fails too.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|generated|web-dist)/" },
    // Type-only imports count too: they are still code of the other side.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts", ".json"],
      mainFields: ["module", "main", "types"],
    },
  },
};

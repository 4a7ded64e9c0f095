import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";

/**
 * The service worker and the manifest are asked for again on every visit (no-cache: the browser checks them with
 * their ETag), so a new build reaches installed site apps at once; sw.js stays under /, so its scope is the whole app.
 */
const SITE_APP_FILES: Record<string, string> = {
  "/sw.js": "text/javascript; charset=utf-8",
  "/manifest.webmanifest": "application/manifest+json; charset=utf-8",
};

/**
 * Serves the built web app; every other GET that wants HTML gets index.html so the client-side
 * router handles /projects/:id, /client/:projectId/:token and the 404 page.
 */
export function webApp(distDir: string): Router {
  const router = express.Router();
  const indexHtml = path.join(distDir, "index.html");
  for (const [file, type] of Object.entries(SITE_APP_FILES)) {
    router.get(file, (_req, res, next) => {
      const built = path.join(distDir, file);
      if (!existsSync(built)) return next();
      res.set({ "Content-Type": type, "Cache-Control": "no-cache" }).sendFile(built);
    });
  }
  router.use("/assets", express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }));
  router.use(express.static(distDir, { index: false }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type("text").send("The web app is not built yet: run `make dev` or `npm run -w @atelier/web build`.");
      return;
    }
    res.set("Cache-Control", "no-cache").sendFile(indexHtml);
  });
  return router;
}

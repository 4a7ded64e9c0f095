import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Router } from "express";

/**
 * Serves the built web app; every other GET that wants HTML gets index.html so the client-side
 * router handles /projects/:id, /client/:projectId/:token and the 404 page.
 */
export function webApp(distDir: string): Router {
  const router = express.Router();
  const indexHtml = path.join(distDir, "index.html");
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

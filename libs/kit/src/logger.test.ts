import express from "express";
import { pinoHttp } from "pino-http";
import { describe, expect, it } from "vitest";
import { createLogger, httpLogSerializers } from "./logger";
import { listen } from "./run";

describe("request logs", () => {
  it("never contain session cookies, signatures or portal tokens", async () => {
    const lines: string[] = [];
    const logger = createLogger("test", "info", { write: (line: string) => void lines.push(line) });
    const app = express();
    app.use(pinoHttp({ logger, serializers: httpLogSerializers }));
    app.get(/.*/, (_req, res) => {
      res.append("Set-Cookie", "atelier_session=new-secret-token; HttpOnly").json({ ok: true });
    });
    const running = await listen(app, 0);
    try {
      await fetch(`http://127.0.0.1:${running.port}/api/client-portal/project-1/portal-secret-token?x=1`, {
        headers: { cookie: "atelier_session=old-secret-token", "x-atelier-signature": "signature-secret", "x-portal-token": "header-secret" },
      });
    } finally {
      await running.close();
    }

    const log = lines.join("");
    expect(log).toContain("/api/client-portal/project-1/[Redacted]?x=1");
    for (const secret of ["old-secret-token", "new-secret-token", "signature-secret", "header-secret", "portal-secret-token"]) {
      expect(log).not.toContain(secret);
    }
  });
});

/**
 * A process with the safety net installed, for safety-net.test.ts: /reject leaves a promise
 * rejected with nobody listening, /throw throws out of a timer, /slow answers after a while,
 * /ping answers at once. Prints its port once listening; logs go to stdout.
 */
import express from "express";
import { createLogger } from "../logger";
import { listen, onShutdown } from "../run";
import { installSafetyNet } from "../safety-net";

const logger = createLogger("safety-net-fixture", "info");
const app = express();
app.get("/ping", (_req, res) => void res.send("pong"));
app.get("/reject", (_req, res) => {
  void Promise.reject(new Error("nobody awaited this"));
  res.send("rejected");
});
app.get("/throw", (_req, res) => {
  setTimeout(() => {
    throw new Error("thrown out of a timer");
  }, 0);
  res.send("thrown");
});
app.get("/slow", (_req, res) => void setTimeout(() => res.send("finished"), 500));

const running = await listen(app, 0);
const shutdown = onShutdown(logger, async () => {
  await running.close();
  logger.info("closed cleanly");
});
installSafetyNet(logger, shutdown);
console.log(JSON.stringify({ port: running.port }));

import { execFile } from "node:child_process";

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/** A command-line tool (ffmpeg, pocketsphinx) that failed, ran too long, or is not installed. */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly tool: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = "ToolError";
  }
}

const INSTALL_HINT = "install it with: apt-get install -y pocketsphinx pocketsphinx-en-us sphinxbase-utils ffmpeg (or run infra/local/setup.sh)";

/** Runs `tool` without a shell; rejects on a non-zero exit, a signal or the timeout, quoting stderr's tail. */
export function runTool(tool: string, args: readonly string[], timeoutMs: number): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, killSignal: "SIGKILL" }, (error, stdout, stderr) => {
      if (!error) return resolve({ stdout, stderr });
      const detail = stderr.trim().split("\n").slice(-3).join(" | ");
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === "ENOENT" ? `${tool} is not installed; ${INSTALL_HINT}`
        : error.killed ? `${tool} did not finish within ${Math.round(timeoutMs / 1000)} s`
        : `${tool} exited with ${error.code ?? error.signal}${detail ? `: ${detail}` : ""}`;
      reject(new ToolError(reason, tool, stderr));
    });
  });
}

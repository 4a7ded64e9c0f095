import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../config";
import { createMailer, mailConfigFields } from "./config";

const schema = z.object(mailConfigFields);

describe("mail configuration", () => {
  it("writes to .data/outbox from a default sender when nothing is set", async () => {
    const config = parseConfig(schema, {});
    expect(config).toEqual({ MAIL_OUTBOX_DIR: ".data/outbox", MAIL_FROM: "Atelier <no-reply@atelier.local>" });
    const mailer = createMailer(config);
    expect(mailer.driver).toBe("outbox");
    await mailer.close();
  });

  it("sends through the server SMTP_URL names", async () => {
    const mailer = createMailer(parseConfig(schema, { SMTP_URL: "smtp://mailpit:1025" }));
    expect(mailer.driver).toBe("smtp");
    await mailer.close();
  });

  it("refuses an SMTP_URL that is not an smtp:// or smtps:// URL, naming it", () => {
    for (const url of ["mailpit:1025", "http://mailpit:1025"]) {
      expect(() => parseConfig(schema, { SMTP_URL: url })).toThrow(ConfigError);
      expect(() => parseConfig(schema, { SMTP_URL: url })).toThrow("Invalid configuration: SMTP_URL: must be a URL like smtp://user:password@host:587 (or smtps://)");
    }
  });
});

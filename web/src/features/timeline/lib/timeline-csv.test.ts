import type { TimelineEvent } from "@atelier/contracts";
import { describe, expect, it } from "vitest";
import { timelineEvent } from "../test/timeline-event";
import { csvCell, csvDate, timelineCsv } from "./timeline-csv";

const event = (fields: Partial<TimelineEvent>) => timelineEvent({ date: "2026-11-30T22:00:00.000Z", ...fields });

describe("a CSV cell", () => {
  it("stays as it is when nothing in it needs quoting", () => {
    expect(csvCell("Fabric order")).toBe("Fabric order");
    expect(csvCell("")).toBe("");
  });

  it("is quoted when it holds a comma, a quote or a line break, its quotes doubled", () => {
    expect(csvCell("Walnut, oak")).toBe('"Walnut, oak"');
    expect(csvCell('The "Milano" sofa')).toBe('"The ""Milano"" sofa"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  it("defuses what a spreadsheet would run as a formula with a leading apostrophe", () => {
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell("+27 82 555 0101")).toBe("'+27 82 555 0101");
    expect(csvCell("-10%")).toBe("'-10%");
    expect(csvCell("@reception")).toBe("'@reception");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("http://evil.test","x")')).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvCell("Budget = R 5,000")).toBe('"Budget = R 5,000"');
  });
});

describe("a CSV date", () => {
  it("is the day alone for a milestone and the day and time for a meeting, on the studio's clock", () => {
    expect(csvDate("2026-11-30T22:00:00.000Z", "Africa/Johannesburg")).toBe("2026-12-01");
    expect(csvDate("2026-12-01T12:30:00.000Z", "Africa/Johannesburg")).toBe("2026-12-01 14:30");
    expect(csvDate("2026-12-01T12:30:00.000Z", "Europe/London")).toBe("2026-12-01 12:30");
  });
});

describe("the timeline's CSV", () => {
  it("has the spec's columns, a row per event, overdue as the status when it is, notice for a notice, and CRLF line ends", () => {
    const csv = timelineCsv([
      event({ title: "Handover", description: 'Keys, and the "welcome" pack', category: "milestone" }),
      event({ title: "Fabric review", date: "2026-12-03T08:00:00.000Z", category: "design", status: "in_progress", overdue: true }),
      event({ title: "Delivery DEL-2026-004 delayed", date: "2026-12-04T07:00:00.000Z", category: "delivery", status: "completed", notice: true, origin: "event" }),
    ], "Africa/Johannesburg");
    expect(csv).toBe(
      [
        "Title,Description,Date,Status,Category",
        'Handover,"Keys, and the ""welcome"" pack",2026-12-01,pending,milestone',
        "Fabric review,,2026-12-03 10:00,overdue,design",
        "Delivery DEL-2026-004 delayed,,2026-12-04 09:00,notice,delivery",
        "",
      ].join("\r\n"),
    );
  });

  it("is the header alone for an empty timeline", () => {
    expect(timelineCsv([], "Africa/Johannesburg")).toBe("Title,Description,Date,Status,Category\r\n");
  });
});

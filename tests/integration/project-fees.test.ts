import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PROJECT_FEE_MESSAGES, projectFeesSchema, projectTimeSchema } from "@atelier/contracts";
import { newProject } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { invitedMember, signedUpOwner, stackForTeams } from "../support/team";

const testStack = stackForTeams();

async function studioWithProject() {
  const { client: owner, user } = await signedUpOwner(testStack().gatewayUrl);
  const project = (await owner.post("/api/projects", newProject)).json.id as string;
  const designer = (await invitedMember(owner, testStack(), "designer")).client;
  return { owner, designer, project, studioId: user.studio.id };
}

const fees = async (client: TestClient, project: string) => projectFeesSchema.parse((await client.get(`/api/projects/${project}/fees`)).json);
const setFees = (client: TestClient, project: string, json: object) => client.request("PUT", `/api/projects/${project}/fees`, { json });
const bill = (client: TestClient, project: string) => client.post(`/api/projects/${project}/time-entries/bill`);
const linesOf = (invoice: { lines: Array<{ description: string; lineTotal: string }> }) => invoice.lines.map(({ description, lineTotal }) => [description, lineTotal]);

describe("a project's fee basis", () => {
  it("is hourly until set, set only by those who bill, with the fee or percent it needs; bad input changes nothing", async () => {
    const { owner, designer, project } = await studioWithProject();
    expect(await fees(owner, project)).toEqual({ basis: "hourly", fixedFee: null, procurementPercent: null, procurementValue: "0.00", feeEarned: null, feeBilled: "0.00", feeToBill: null });
    expect((await designer.get(`/api/projects/${project}/fees`)).status).toBe(403);
    expect((await setFees(designer, project, { basis: "fixed", fixedFee: "1000" })).status).toBe(403);

    for (const [body, field] of [
      [{ basis: "fixed" }, "fixedFee"],
      [{ basis: "fixed", fixedFee: "0" }, "fixedFee"],
      [{ basis: "procurement", procurementPercent: "150" }, "procurementPercent"],
      [{ basis: "retainer" }, "basis"],
    ] as const) {
      const refused = await setFees(owner, project, body);
      expect({ status: refused.status, fields: Object.keys(refused.json.errors ?? {}) }, JSON.stringify(body)).toEqual({ status: 400, fields: [field] });
    }
    expect((await fees(owner, project)).basis).toBe("hourly");
  });

  it("bills what is left of a fixed fee once, covering the time kept, and only the difference when the fee is raised", async () => {
    const { owner, designer, project } = await studioWithProject();
    expect(await setFees(owner, project, { basis: "fixed", fixedFee: "R 120 000" })).toMatchObject({
      status: 200,
      json: { basis: "fixed", fixedFee: "120000.00", feeEarned: "120000.00", feeBilled: "0.00", feeToBill: "120000.00" },
    });
    await designer.post(`/api/projects/${project}/time-entries`, { date: "2026-11-30", minutes: 90, activity: "design" });

    const bills = await Promise.all([bill(owner, project), bill(owner, project)]);
    expect(bills.map(({ status }) => status).sort()).toEqual([201, 409]);
    expect(bills.find(({ status }) => status === 409)!.json.message).toBe(PROJECT_FEE_MESSAGES.feeBilled);
    const first = bills.find(({ status }) => status === 201)!.json;
    expect(first).toMatchObject({ kind: "fee", status: "draft", subtotal: "120000.00" });
    expect(linesOf(first)).toEqual([["Design fee: fixed fee of R 120,000.00", "120000.00"]]);
    const time = projectTimeSchema.parse((await owner.get(`/api/projects/${project}/time-entries`)).json);
    expect(time.totals.unbilledMinutes).toBe(0);
    expect(time.entries[0]!.invoiceId).toBe(first.id);

    expect((await setFees(owner, project, { basis: "fixed", fixedFee: "150000" })).json).toMatchObject({ feeBilled: "120000.00", feeToBill: "30000.00" });
    const second = (await bill(owner, project)).json;
    expect(linesOf(second)).toEqual([["Design fee: fixed fee of R 150,000.00, less R 120,000.00 billed before", "30000.00"]]);
    expect((await owner.request("DELETE", `/api/invoices/${second.id}`)).status).toBe(204);
    expect(await fees(owner, project)).toMatchObject({ feeBilled: "120000.00", feeToBill: "30000.00" });

    const { entries } = (await owner.get(`/api/projects/${project}/activity`)).json as { entries: Array<{ record: { type: string }; changes: object[] }> };
    expect(entries.filter((entry) => entry.record.type === "fee-basis").map((entry) => entry.changes)).toEqual([
      [{ field: "fixedFee", label: "Fixed fee", before: "R 120,000.00", after: "R 150,000.00" }],
      [
        { field: "basis", label: "Fee basis", before: "Hourly, from the time kept", after: "A fixed fee" },
        { field: "fixedFee", label: "Fixed fee", before: null, after: "R 120,000.00" },
      ],
    ]);
    expect(JSON.stringify((await designer.get(`/api/projects/${project}/activity`)).json)).not.toContain("fee-basis");
  });

  it("bills a percent of the purchase orders sent, less what it billed before, and nothing of drafts or cancelled orders", async () => {
    const { owner, project, studioId } = await studioWithProject();
    const supplier = (await owner.post("/api/suppliers", { name: "Weylandts Trade", email: "trade@weylandts.example" })).json.id as string;
    const order = (number: string, status: "draft" | "sent" | "acknowledged" | "cancelled", subtotal: string) =>
      testStack().auth.prisma.purchaseOrder.create({ data: { studioId, projectId: project, supplierId: supplier, sourceEventId: randomUUID(), number, status, subtotal } });
    await order("PO-2026-0001", "sent", "60000.00");
    await order("PO-2026-0002", "acknowledged", "26421.30");
    await order("PO-2026-0003", "draft", "99999.00");
    await order("PO-2026-0004", "cancelled", "55000.00");

    expect((await setFees(owner, project, { basis: "procurement", procurementPercent: "12.5" })).json).toMatchObject({
      procurementPercent: "12.50",
      procurementValue: "86421.30",
      feeEarned: "10802.66",
      feeToBill: "10802.66",
    });
    expect(linesOf((await bill(owner, project)).json)).toEqual([["Design fee: 12.50% of R 86,421.30 of purchase orders", "10802.66"]]);
    expect(await bill(owner, project)).toMatchObject({ status: 409, json: { message: PROJECT_FEE_MESSAGES.feeBilled } });

    await order("PO-2026-0005", "sent", "13578.70");
    expect(linesOf((await bill(owner, project)).json)).toEqual([["Design fee: 12.50% of R 100,000.00 of purchase orders, less R 10,802.66 billed before", "1697.34"]]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
beforeAll(async () => {
  stack = await startTestStack();
  designer = (await signedInDesigner(stack.gatewayUrl)).client;
});
afterAll(() => stack.close());

describe("projects", () => {
  it("creates an active project from the form, with total cost = budget and a readable code", async () => {
    const response = await designer.post("/api/projects", { ...newProject, status: "completed", totalCost: 1 });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      title: "Constantia Residence",
      status: "active",
      clientName: "Pieter van der Merwe",
      clientEmail: "pieter@example.co.za",
      budgetEstimate: "850000.00",
      totalCost: "850000.00",
      startDate: "2026-11-02",
      counts: { rooms: 0, images: 0, quotes: 0 },
      latestQuoteTotal: null,
    });
    expect(response.json.code).toMatch(/^ATL-\d{4}-\d{3}$/);
  });

  it("numbers codes within the studio, one after another, even when created at once", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    const created = await Promise.all(Array.from({ length: 5 }, () => client.post("/api/projects", newProject)));
    const codes = created.map((response) => response.json.code as string).sort();
    const year = new Date().getUTCFullYear();
    expect(codes).toEqual([1, 2, 3, 4, 5].map((n) => `ATL-${year}-00${n}`));
  });

  it("lists the studio's projects, newest first", async () => {
    const { client } = await signedInDesigner(stack.gatewayUrl);
    await client.post("/api/projects", { ...newProject, name: "First" });
    await client.post("/api/projects", { ...newProject, name: "Second" });
    const response = await client.get("/api/projects");
    expect(response.status).toBe(200);
    expect(response.json.map((project: { title: string }) => project.title)).toEqual(["Second", "First"]);
  });

  it.each([
    ["name", { name: "  " }, "Project name is required"],
    ["clientName", { clientName: undefined }, "Client name is required"],
    ["clientEmail", { clientEmail: "nope" }, "Please enter a valid email address"],
    ["budget", { budget: "abc" }, "Budget must be an amount in rand with at most two decimals"],
    ["budget", { budget: -5 }, "Budget must be an amount in rand with at most two decimals"],
    ["budget", { budget: undefined }, "Budget must be an amount in rand"],
    ["startDate", { startDate: "2026-02-30" }, "Start date must be a real date"],
    ["startDate", { startDate: undefined }, "Start date is required"],
  ])("refuses a project whose %s breaks the rule: %j", async (field, change, message) => {
    const before = (await designer.get("/api/projects")).json.length;
    const response = await designer.post("/api/projects", { ...newProject, ...change });
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual([message]);
    expect((await designer.get("/api/projects")).json.length).toBe(before);
  });

  it("accepts a budget sent as a string with cents", async () => {
    const response = await designer.post("/api/projects", { ...newProject, budget: "18499.99" });
    expect(response.json.budgetEstimate).toBe("18499.99");
  });

  it("reads a budget typed the South African way, and says why it cannot read an ambiguous one", async () => {
    const typed = await designer.post("/api/projects", { ...newProject, budget: "R 2 500 000,50" });
    expect(typed.status).toBe(201);
    expect(typed.json.budgetEstimate).toBe("2500000.50");

    const ambiguous = await designer.post("/api/projects", { ...newProject, budget: "2 500,000" });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.json.errors.budget).toEqual(["Budget could be read two ways: put a comma or point only before the cents, e.g. R 2 500 000,00"]);
  });
});

describe("house details", () => {
  const details = {
    address: "12 Klaassens Road, Constantia, Cape Town",
    propertyType: "villa",
    architecturalStyle: "mediterranean",
    designStyle: "luxury-modern",
    yearBuilt: 1998,
    totalSquareFootage: 612.5,
    numberOfBedrooms: 5,
    numberOfBathrooms: 4.5,
    numberOfFloors: 2,
    lotSize: 2400.75,
    hasGarage: true,
    garageSpaces: 3,
    hasPool: true,
    hasGarden: true,
    specialFeatures: "Wine cellar",
    accessibilityRequirements: "Step-free ground floor",
    colorPreferences: "Warm neutrals, brass",
    specialRequirements: null,
  };

  it("saves every field and reads it back", async () => {
    const project = (await designer.post("/api/projects", newProject)).json;
    const response = await designer.request("PUT", `/api/projects/${project.id}`, { json: details });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject(details);
    expect((await designer.get(`/api/projects/${project.id}`)).json).toMatchObject(details);
  });

  it("keeps fields that were not sent, drops garage spaces without a garage, and reads empty floors as 1", async () => {
    const project = (await designer.post("/api/projects", newProject)).json;
    await designer.request("PUT", `/api/projects/${project.id}`, { json: details });
    const response = await designer.request("PUT", `/api/projects/${project.id}`, { json: { hasGarage: false, numberOfFloors: "" } });
    expect(response.json).toMatchObject({ hasGarage: false, garageSpaces: null, numberOfFloors: 1, numberOfBedrooms: 5, designStyle: "luxury-modern" });
  });

  const thisYear = new Date().getUTCFullYear();
  it.each([
    ["yearBuilt", { yearBuilt: 1799 }, `Year built must be a whole number from 1800 to ${thisYear}`],
    ["yearBuilt", { yearBuilt: thisYear + 1 }, `Year built must be a whole number from 1800 to ${thisYear}`],
    ["yearBuilt", { yearBuilt: 1990.5 }, `Year built must be a whole number from 1800 to ${thisYear}`],
    ["numberOfBedrooms", { numberOfBedrooms: -1 }, "Bedrooms must be a whole number, 0 or more"],
    ["numberOfBathrooms", { numberOfBathrooms: 2.25 }, "Bathrooms must be 0 or more, in steps of 0.5"],
    ["numberOfFloors", { numberOfFloors: 0 }, "Floors must be a whole number from 1 to 999"],
    ["totalSquareFootage", { totalSquareFootage: -3 }, "Total floor area must be 0 or more, in steps of 0.01"],
    ["propertyType", { propertyType: "castle" }, undefined],
    ["designStyle", { designStyle: "luxury_modern" }, undefined],
  ])("refuses %s out of range: %j", async (field, change, message) => {
    const project = (await designer.post("/api/projects", newProject)).json;
    const response = await designer.request("PUT", `/api/projects/${project.id}`, { json: { ...details, ...change } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual([field]);
    if (message) expect(response.json.errors[field]).toEqual([message]);
    expect((await designer.get(`/api/projects/${project.id}`)).json.propertyType).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { isShownImageRead, isSiteVisitRead } from "./api-cache-route";

const PROJECT = "3b0f6d2e-5a4c-4e1b-9f8a-7c6d5e4f3a21";
const ROOM = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const read = (path: string, sameOrigin = true) => isSiteVisitRead({ url: new URL(path, "https://atelier.test"), sameOrigin });

describe("isSiteVisitRead", () => {
  it.each([
    "/api/user",
    "/api/dashboard/stats",
    "/api/dashboard/this-week",
    "/api/logistics/this-week",
    "/api/projects",
    `/api/projects/${PROJECT}`,
    `/api/projects/${PROJECT}/rooms`,
    `/api/projects/${PROJECT}/images`,
    `/api/projects/${PROJECT}/timeline`,
    `/api/projects/${PROJECT}/deliveries`,
    `/api/projects/${PROJECT}/productions`,
    `/api/rooms/${ROOM}`,
    `/api/rooms/${ROOM}/items`,
    `/api/rooms/${ROOM}/images`,
    `/api/rooms/${ROOM}/voice-notes`,
  ])("keeps %s, which a site visit reads", (path) => {
    expect(read(path)).toBe(true);
  });

  it.each([
    [`/api/client-portal/${PROJECT}/a-portal-token`, "the client's portal"],
    [`/api/projects/${PROJECT}/portal-tokens`, "the portal's links"],
    [`/api/projects/${PROJECT}/production-labels`, "a PDF"],
    ["/api/deliveries/4f1e2d3c-0000-4000-8000-000000000000/note", "a delivery note's PDF"],
    ["/api/quotes/4f1e2d3c-0000-4000-8000-000000000000/pdf", "a quote's PDF"],
    [`/api/projects/${PROJECT}/cost-breakdown`, "the studio's money"],
    ["/api/search", "a search"],
    ["/api/jobs/8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d", "a job's progress"],
    ["/api/notifications", "notifications"],
    ["/socket.io/", "the live connection"],
    [`/api/rooms/${ROOM}/items/extra`, "a deeper path"],
    ["/index.html", "the shell, which the precache holds"],
  ])("never keeps %s (%s)", (path) => {
    expect(read(path)).toBe(false);
  });

  it("never keeps another origin's answer", () => {
    expect(read("/api/projects", false)).toBe(false);
  });
});

describe("isShownImageRead", () => {
  const shown = (address: string) => isShownImageRead({ url: new URL(address, "https://atelier.test") });
  const STUDIO = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";

  it.each([
    `/objects/studios/${STUDIO}/thumbnails/${ROOM}.webp?expires=1795435200&signature=abc`,
    `/objects/studios/${STUDIO}/photos/${ROOM}?expires=1795435200&signature=abc`,
    `https://s3.example.test/atelier/studios/${STUDIO}/generated/${ROOM}.png?X-Amz-Signature=abc`,
  ])("keeps %s, which a page shows", (address) => {
    expect(shown(address)).toBe(true);
  });

  it.each([
    [`/objects/studios/${STUDIO}/uploads/${ROOM}`, "an upload not yet checked"],
    [`/objects/studios/${STUDIO}/recordings/${ROOM}`, "a recording"],
    [`/objects/studios/${STUDIO}/quotes/${ROOM}.pdf`, "a quote's PDF"],
    [`/objects/studios/${STUDIO}/approvals/${ROOM}/signature.png`, "a client's signature"],
    [`/objects/studios/${STUDIO}/logos/${ROOM}.png`, "a logo"],
    [`/api/projects/${PROJECT}/images`, "the API's list"],
  ])("never keeps %s (%s)", (address) => {
    expect(shown(address)).toBe(false);
  });
});

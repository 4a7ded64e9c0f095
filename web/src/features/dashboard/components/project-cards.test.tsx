import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ProjectCards } from "./project-cards";

const archivedLodge = { ...cliftonVilla, id: "5d2a1c0b-7e6f-4a3b-8c9d-0e1f2a3b4c5d", title: "Franschhoek Lodge", archivedAt: "2026-11-20T09:00:00.000Z" };

describe("the dashboard's projects", () => {
  it("lists the projects in work, and the archived ones under Archived", async () => {
    serve({
      "GET /api/projects": () => Response.json([cliftonVilla]),
      "GET /api/projects?archived=true": () => Response.json([archivedLodge]),
    });
    renderWithProviders(<ProjectCards />);

    expect(await screen.findByText("Clifton Villa")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Current" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Archived" }));

    expect(await screen.findByText("Franschhoek Lodge")).toBeTruthy();
    expect(screen.queryByText("Clifton Villa")).toBeNull();
    expect(screen.getByRole("button", { name: "Archived" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("says when nothing is archived", async () => {
    serve({ "GET /api/projects": () => Response.json([cliftonVilla]), "GET /api/projects?archived=true": () => Response.json([]) });
    renderWithProviders(<ProjectCards />);
    fireEvent.click(screen.getByRole("button", { name: "Archived" }));
    expect(await screen.findByText("No archived projects")).toBeTruthy();
  });
});

import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./breadcrumbs";

describe("Breadcrumbs", () => {
  it("links each step back up the trail, marks the page itself as current, and has the back link a phone shows instead", () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          trail={[{ label: "Dashboard", to: "/" }, { label: "Bishopscourt Manor", to: "/projects/p1" }, { label: "Main Lounge" }]}
          back={{ label: "Back to Project", to: "/projects/p1/design" }}
        />
      </MemoryRouter>,
    );

    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    const steps = trail.getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(["Dashboard", "Bishopscourt Manor", "Main Lounge"]);
    expect(trail.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/", "/projects/p1"]);
    expect(trail.getByText("Main Lounge").getAttribute("aria-current")).toBe("page");
    expect(trail.queryByRole("link", { name: "Main Lounge" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Project" }).getAttribute("href")).toBe("/projects/p1/design");
  });
});

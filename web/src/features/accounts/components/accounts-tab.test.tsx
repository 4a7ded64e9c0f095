import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cliftonVilla } from "@/test/fixtures";
import { renderWithProviders } from "@/test/providers";
import { AccountsTab } from "./accounts-tab";

describe("AccountsTab", () => {
  it("says invoices are kept elsewhere and leads to the project's quotes", () => {
    renderWithProviders(<AccountsTab projectId={cliftonVilla.id} />);

    expect(screen.getByText("No invoices in Atelier")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Quotes" }).getAttribute("href")).toBe(`/projects/${cliftonVilla.id}/orders`);
    for (const name of ["Create Invoice", "Payment Tracking"]) {
      expect(screen.getByRole("button", { name }).getAttribute("aria-disabled")).toBe("true");
    }
    expect(document.body.textContent).not.toMatch(/coming\s+soon/i);
  });
});

import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/providers";
import { UnavailableAction } from "./unavailable-action";

const REASON = "Open a room to record a site visit there";

describe("UnavailableAction", () => {
  it("stays reachable and describes itself by its reason", () => {
    renderWithProviders(<UnavailableAction reason={REASON}>Start Recording</UnavailableAction>);

    const button = screen.getByRole("button", { name: "Start Recording" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("button", { description: REASON })).toBe(button);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows and announces the reason when tapped, as a phone has no hover", async () => {
    renderWithProviders(<UnavailableAction reason={REASON}>Start Recording</UnavailableAction>);

    const button = screen.getByRole("button", { name: "Start Recording" });
    fireEvent.pointerDown(button, { pointerType: "touch" });
    fireEvent.click(button);

    expect((await screen.findByRole("tooltip")).textContent).toBe(REASON);
    expect(screen.getByRole("status").textContent).toBe(REASON);
    fireEvent.blur(button);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});

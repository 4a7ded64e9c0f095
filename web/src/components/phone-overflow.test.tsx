import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PhoneOverflow } from "./phone-overflow";

describe("PhoneOverflow", () => {
  it("tells a screen reader what More holds and whether it is open", () => {
    render(
      <PhoneOverflow label="More project actions">
        <button type="button">Edit Project</button>
        <button type="button">Archive</button>
      </PhoneOverflow>,
    );
    const more = screen.getByRole("button", { name: "More project actions" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    const actions = document.getElementById(more.getAttribute("aria-controls")!)!;
    expect(within(actions).getAllByRole("button").map((button) => button.textContent)).toEqual(["Edit Project", "Archive"]);

    fireEvent.click(more);

    expect(more.getAttribute("aria-expanded")).toBe("true");
  });
});

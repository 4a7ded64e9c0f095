import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AttendeePreview } from "./attendee-preview";

const person = (name: string) => ({ name, role: null, email: null });

describe("AttendeePreview", () => {
  it("names the first three attendees and counts the rest", () => {
    render(<AttendeePreview attendees={["Naledi", "Sipho", "Thandi", "Lerato", "Pieter"].map(person)} />);

    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Naledi", "Sipho", "Thandi"]);
    expect(screen.getByText("+2 more")).toBeTruthy();
  });

  it("names everyone when there are three or fewer", () => {
    render(<AttendeePreview attendees={[{ name: "Naledi", role: "Client", email: null }, person("Sipho")]} />);

    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Naledi (Client)", "Sipho"]);
    expect(screen.queryByText(/more$/)).toBeNull();
  });
});

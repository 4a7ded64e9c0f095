import { DEFAULT_NOTIFICATION_PREFERENCES } from "@atelier/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { NotificationPreferencesCard } from "./notification-preferences";

const route = "PUT /api/notifications/preferences";

function renderCard(answer: () => Response = () => Response.json({ ...DEFAULT_NOTIFICATION_PREFERENCES, quote_viewed: { inApp: true, email: true } })) {
  const fetchMock = serve({ "GET /api/notifications/preferences": () => Response.json(DEFAULT_NOTIFICATION_PREFERENCES), [route]: answer });
  renderWithProviders(<NotificationPreferencesCard />);
  return fetchMock;
}

describe("the notification preferences", () => {
  it("show in-app and e-mail for each kind as it stands, and save a change at once", async () => {
    const fetchMock = renderCard();
    const approved = await screen.findByRole("group", { name: "A client approves a quote" });
    expect(within(approved).getByRole("checkbox", { name: "E-mail" })).toHaveProperty("checked", true);
    const viewed = screen.getByRole("group", { name: "A client first views a quote" });
    expect(within(viewed).getByRole("checkbox", { name: "E-mail" })).toHaveProperty("checked", false);
    const delayed = screen.getByRole("group", { name: "A delivery or installation is delayed" });
    expect(within(delayed).getByRole("checkbox", { name: "In-app" })).toHaveProperty("checked", true);
    const proof = screen.getByRole("group", { name: "A client uploads a proof of payment" });
    expect(within(proof).getByRole("checkbox", { name: "E-mail" })).toHaveProperty("checked", true);
    expect(screen.getAllByRole("group")).toHaveLength(10);

    fireEvent.click(within(viewed).getByRole("checkbox", { name: "E-mail" }));
    await waitFor(() => expect(within(viewed).getByRole("checkbox", { name: "E-mail" })).toHaveProperty("checked", true));
    await waitFor(() => expect(sentBodies(fetchMock, route)).toEqual([{ preferences: { quote_viewed: { inApp: true, email: true } } }]));
  });

  it("go back and say so when the server refuses", async () => {
    renderCard(() => Response.json({ message: "Down" }, { status: 503 }));
    const failed = await screen.findByRole("group", { name: "One of your jobs fails" });
    fireEvent.click(within(failed).getByRole("checkbox", { name: "In-app" }));
    expect(await screen.findByText("Failed to save your notification preferences. Please try again.")).toBeTruthy();
    expect(within(failed).getByRole("checkbox", { name: "In-app" })).toHaveProperty("checked", true);
  });
});

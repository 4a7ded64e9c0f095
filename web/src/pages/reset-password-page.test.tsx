import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { sentBodies, serve } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { ResetPasswordPage } from "./reset-password-page";

const route = "POST /api/password-reset/confirm";
const token = "Qm9vbS1hLXRva2VuLXRoYXQtaXMtbG9uZy1lbm91Z2gtdG8tcGFzcw";

function renderPage(path: string, answer: () => Response = () => new Response(null, { status: 204 })) {
  const fetchMock = serve({ [route]: answer });
  renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth" element={<h1>Sign in screen</h1>} />
    </Routes>,
    { path },
  );
  return fetchMock;
}

describe("the reset password page", () => {
  it("sends the link's token with the new password, then goes to sign in saying so", async () => {
    const fetchMock = renderPage(`/reset-password#token=${token}`);

    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "r3set-passphrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));

    expect(await screen.findByRole("heading", { name: "Sign in screen" })).toBeTruthy();
    expect(screen.getByText("Password reset")).toBeTruthy();
    expect(sentBodies(fetchMock, route)).toEqual([{ token, password: "r3set-passphrase" }]);
  });

  it("holds a password the sign-up rules refuse, and sends nothing", async () => {
    const fetchMock = renderPage(`/reset-password#token=${token}`);

    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));

    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    expect(sentBodies(fetchMock, route)).toEqual([]);
  });

  it("says why a used or expired link is refused", async () => {
    const reason = "This reset link is invalid, used or expired. Please ask for a new one.";
    renderPage(`/reset-password#token=${token}`, () => Response.json({ message: "Validation failed", errors: { token: [reason] } }, { status: 400 }));

    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "r3set-passphrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Set New Password" }));

    expect((await screen.findByRole("alert")).textContent).toBe(reason);
  });

  it("offers no form for a link without its token", () => {
    renderPage("/reset-password");

    expect(screen.getByText("This reset link is invalid, used or expired. Please ask for a new one.")).toBeTruthy();
    expect(screen.queryByLabelText("New password")).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/providers";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

function stubFetch(response?: Response) {
  const fetchMock = vi.fn<typeof fetch>();
  if (response) fetchMock.mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("SignInForm", () => {
  it("shows each validation message and submits nothing", async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<SignInForm />);

    type("Email", "thandi at studio");
    type("Password", "12345");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the credentials are refused", async () => {
    const fetchMock = stubFetch(Response.json({ message: "Invalid email or password" }, { status: 401 }));
    renderWithProviders(<SignInForm />);

    type("Email", "thandi@studio.co.za");
    type("Password", "not-the-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Login failed")).toBeTruthy();
    expect(screen.getByText("Invalid email or password")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe("Forgot password?", () => {
  it("asks for a reset link for the e-mail typed, and shows the server's answer", async () => {
    const answer = "If an account exists for that email, a link to reset its password is on its way. It works once, within an hour.";
    const fetchMock = stubFetch(Response.json({ message: answer }, { status: 202 }));
    renderWithProviders(<SignInForm />);

    type("Email", "thandi@studio.co.za");
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset your password" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Email").value).toBe("thandi@studio.co.za");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));

    expect(await screen.findByText(answer)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith("/api/password-reset", expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "thandi@studio.co.za" }) }));
    expect(screen.queryByText("Password must be at least 6 characters")).toBeNull();
  });
});

describe("SignUpForm", () => {
  it("shows each validation message and submits nothing", async () => {
    const fetchMock = stubFetch();
    renderWithProviders(<SignUpForm />);

    type("First name", "T");
    type("Last name", " ");
    type("Email", "thandi@studio");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("First name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Last name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reasons on the fields they belong to", async () => {
    stubFetch(
      Response.json(
        { message: "Validation failed", errors: { email: ["This email domain is not accepted"] } },
        { status: 400 },
      ),
    );
    renderWithProviders(<SignUpForm />);

    type("First name", "Thandi");
    type("Last name", "Nkosi");
    type("Email", "thandi@studio.co.za");
    type("Password", "a-long-passphrase");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));

    const reason = await screen.findByText("This email domain is not accepted");
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBe(reason.id);
    await waitFor(() => expect(screen.getByText("Registration failed")).toBeTruthy());
  });
});

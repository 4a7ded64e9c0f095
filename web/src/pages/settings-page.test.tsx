import type { StudioSettings } from "@atelier/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nkosiInteriorsSettings, thandi } from "@/test/fixtures";
import { sentBodies, serve, type Routes } from "@/test/gateway";
import { renderWithProviders } from "@/test/providers";
import { SettingsPage } from "./settings-page";

const settings = nkosiInteriorsSettings;

const readRoute = "GET /api/studio/settings";
const saveRoute = "PUT /api/studio/settings";
const uploadURL = "/api/objects/studios/s1/uploads/u1?expires=1&signature=abc";

/** The studio's settings form once loaded: queries inside it skip the rest of the page (profile, password, team). */
async function studioForm() {
  return within((await screen.findByLabelText("Default Markup (%)")).closest("form")!);
}

function renderPage(routes: Routes = {}, shown: StudioSettings = settings) {
  const fetchMock = serve({ [readRoute]: () => Response.json(shown), [saveRoute]: () => Response.json(shown), ...routes });
  renderWithProviders(<SettingsPage />, { path: "/settings" });
  return fetchMock;
}

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = () => "blob:logo-preview";
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe("the settings page", () => {
  it("saves the owner's changes and says so", async () => {
    const fetchMock = renderPage();
    const form = await studioForm();

    fireEvent.change(form.getByLabelText("Default Markup (%)"), { target: { value: "35.5" } });
    fireEvent.change(form.getByLabelText("Quote Validity (days)"), { target: { value: "14" } });
    const timeZone = form.getByLabelText("Time Zone") as HTMLSelectElement;
    expect(timeZone.value).toBe("Africa/Johannesburg");
    expect(timeZone.selectedOptions[0]?.textContent).toBe("Africa/Johannesburg (GMT+2)");
    fireEvent.change(timeZone, { target: { value: "Europe/London" } });
    fireEvent.click(form.getByRole("button", { name: "Save Settings" }));

    expect(await screen.findByText("Studio settings saved")).toBeTruthy();
    expect(sentBodies(fetchMock, saveRoute)).toEqual([
      {
        name: "Nkosi Interiors",
        postalAddress: "PO Box 12, Constantia, 7848",
        vatNumber: "4123456789",
        registrationNumber: null,
        phone: "021 555 0123",
        email: "studio@nkosi.co.za",
        markupPercent: "35.50",
        overheadPercent: "15.00",
        quoteValidityDays: 14,
        quoteTerms: null,
        timeZone: "Europe/London",
        vatRegistered: true,
        reviewDepositInvoices: false,
        invoiceReminders: true,
        depositPercent: "50.00",
        paymentTermsDays: 7,
        hourlyRate: "950.00",
        activityRates: { design: null, site_visit: null, meeting: null, procurement: null, installation: null, admin: "450.00" },
        bankName: "First National Bank",
        bankAccountHolder: "Nkosi Interiors (Pty) Ltd",
        bankAccountNumber: "62123456789",
        bankBranchCode: "250655",
        invoiceTerms: null,
        exportAccountCode: null,
        exportTaxType: null,
        designersSeeCosts: true,
      },
    ]);
  });

  it("explains a VAT number that is not South African and sends nothing", async () => {
    const fetchMock = renderPage();

    const form = await studioForm();
    fireEvent.change(form.getByLabelText("VAT Number"), { target: { value: "5123456789" } });
    fireEvent.click(form.getByRole("button", { name: "Save Settings" }));

    expect(await screen.findByText("VAT number must be 10 digits starting with 4")).toBeTruthy();
    expect(form.getByLabelText("VAT Number").getAttribute("aria-invalid")).toBe("true");
    expect(sentBodies(fetchMock, saveRoute)).toEqual([]);
  });

  it("explains a branch code that is not 6 digits, then sends how the studio is paid once it is fixed", async () => {
    const fetchMock = renderPage();

    const form = await studioForm();
    fireEvent.change(form.getByLabelText("Branch Code"), { target: { value: "25065" } });
    fireEvent.click(form.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Branch code must be 6 digits")).toBeTruthy();
    expect(sentBodies(fetchMock, saveRoute)).toEqual([]);

    fireEvent.change(form.getByLabelText("Branch Code"), { target: { value: "198 765" } });
    fireEvent.click(form.getByLabelText("Registered for VAT (invoices are tax invoices with 15% VAT)"));
    fireEvent.change(form.getByLabelText("Deposit on Approval (%)"), { target: { value: "30" } });
    fireEvent.change(form.getByLabelText("Payment Terms (days)"), { target: { value: "0" } });
    fireEvent.click(form.getByLabelText(/^Review deposit invoices before they are sent/));
    fireEvent.click(form.getByLabelText(/^Designers see cost prices, supplier quotes, markups and margins/));
    fireEvent.click(form.getByRole("button", { name: "Save Settings" }));

    expect(await screen.findByText("Studio settings saved")).toBeTruthy();
    expect(sentBodies(fetchMock, saveRoute)).toEqual([
      expect.objectContaining({ bankBranchCode: "198765", vatRegistered: false, reviewDepositInvoices: true, depositPercent: "30.00", paymentTermsDays: 0, designersSeeCosts: false }),
    ]);
  });

  it("shows the server's reason on its field", async () => {
    renderPage({ [saveRoute]: () => Response.json({ message: "Validation failed", errors: { phone: ["Phone must be a phone number, such as 021 555 0123 or +27 21 555 0123"] } }, { status: 400 }) });

    fireEvent.click(await screen.findByRole("button", { name: "Save Settings" }));

    expect(await screen.findByText("Phone must be a phone number, such as 021 555 0123 or +27 21 555 0123")).toBeTruthy();
    expect(screen.getByLabelText("Phone").getAttribute("aria-invalid")).toBe("true");
  });

  it("uploads a chosen logo, previews it, and saves the settings with its upload URL", async () => {
    const fetchMock = renderPage({
      "POST /api/objects/upload": () => Response.json({ uploadURL, expiresAt: "2026-11-23T05:00:00.000Z" }),
      [`PUT ${uploadURL}`]: () => new Response(null, { status: 200 }),
    });
    const logo = new File(["png bytes"], "logo.png", { type: "image/png" });

    fireEvent.change(await screen.findByLabelText("Logo"), { target: { files: [logo] } });
    expect(screen.getByRole("img", { name: "New logo preview" }).getAttribute("src")).toBe("blob:logo-preview");
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));

    await waitFor(() => expect(sentBodies(fetchMock, saveRoute)).toHaveLength(1));
    expect(fetchMock.mock.calls.find(([input]) => input === uploadURL)?.[1]?.body).toBe(logo);
    expect(sentBodies(fetchMock, saveRoute)[0]).toMatchObject({ logoURL: uploadURL });
  });

  it("refuses a logo that is not a PNG, JPG or WebP before uploading anything", async () => {
    const fetchMock = renderPage();

    fireEvent.change(await screen.findByLabelText("Logo"), { target: { files: [new File(["gif"], "logo.gif", { type: "image/gif" })] } });

    expect(screen.getByText('"logo.gif" is not a PNG, JPG or WebP image')).toBeTruthy();
    expect(screen.queryByRole("img", { name: "New logo preview" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() => expect(sentBodies(fetchMock, saveRoute)).toHaveLength(1));
    expect(sentBodies(fetchMock, saveRoute)[0]).not.toHaveProperty("logoURL");
  });

  it("removes the saved logo when asked", async () => {
    const fetchMock = renderPage({}, { ...settings, logoUrl: "/api/objects/studios/s1/logos/l1.png?signature=x" });

    expect(await screen.findByRole("img", { name: "Studio logo" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove logo" }));
    expect(screen.queryByRole("img", { name: "Studio logo" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));

    await waitFor(() => expect(sentBodies(fetchMock, saveRoute)).toHaveLength(1));
    expect(sentBodies(fetchMock, saveRoute)[0]).toMatchObject({ logoURL: null });
  });

  it("shows a designer who is not the owner the settings to read, with nothing to change", async () => {
    renderPage({}, { ...settings, canEdit: false });

    expect(await screen.findByText("Only the studio's owner and admins can change these settings.")).toBeTruthy();
    expect(screen.getByText("4123456789")).toBeTruthy();
    expect(screen.getByText("30.00%")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Settings" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("the designer's own account on the settings page", () => {
  const profileRoute = "PUT /api/user/profile";
  const passwordRoute = "PUT /api/user/password";

  it("saves the names with a new photo's upload URL and shows the saved profile", async () => {
    const fetchMock = renderPage({
      "GET /api/user": () => Response.json(thandi),
      "POST /api/objects/upload": () => Response.json({ uploadURL, expiresAt: "2026-11-23T05:00:00.000Z" }),
      [`PUT ${uploadURL}`]: () => new Response(null, { status: 200 }),
      [profileRoute]: () => Response.json({ ...thandi, firstName: "Thandiwe" }),
    });
    const photo = new File(["jpeg bytes"], "me.jpg", { type: "image/jpeg" });

    fireEvent.change(await screen.findByLabelText("First name"), { target: { value: "Thandiwe" } });
    fireEvent.change(screen.getByLabelText("Photo"), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole("button", { name: "Save Profile" }));

    expect(await screen.findByText("Profile saved")).toBeTruthy();
    expect(sentBodies(fetchMock, profileRoute)).toEqual([{ firstName: "Thandiwe", lastName: "Nkosi", profileImageURL: uploadURL }]);
    expect(fetchMock.mock.calls.find(([input]) => input === uploadURL)?.[1]?.body).toBe(photo);
  });

  it("refuses a photo over 5MB before uploading anything", async () => {
    renderPage({ "GET /api/user": () => Response.json(thandi) });
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });

    fireEvent.change(await screen.findByLabelText("Photo"), { target: { files: [huge] } });

    expect(screen.getByText('"huge.png" exceeds the 5MB limit for a photo')).toBeTruthy();
  });

  it("shows a wrong current password on its field and keeps what was typed", async () => {
    const fetchMock = renderPage({
      [passwordRoute]: () => Response.json({ message: "Validation failed", errors: { currentPassword: ["Current password is incorrect"] } }, { status: 400 }),
    });

    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "not-it" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "n3w-passphrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));

    expect(await screen.findByText("Current password is incorrect")).toBeTruthy();
    expect(screen.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
    expect(sentBodies(fetchMock, passwordRoute)).toEqual([{ currentPassword: "not-it", newPassword: "n3w-passphrase" }]);
  });

  it("changes the password and empties the form", async () => {
    renderPage({ [passwordRoute]: () => new Response(null, { status: 204 }) });

    fireEvent.change(await screen.findByLabelText("Current password"), { target: { value: "s3cret-pass" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "n3w-passphrase" } });
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));

    expect(await screen.findByText("Password changed")).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Current password").value).toBe(""));
  });
});

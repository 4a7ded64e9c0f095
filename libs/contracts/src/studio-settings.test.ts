import { describe, expect, it } from "vitest";
import { updateStudioSettingsRequestSchema, type UpdateStudioSettingsRequest } from "./studio-settings";

const valid: UpdateStudioSettingsRequest = { name: "Mokoena Interiors", markupPercent: 30, overheadPercent: "15", quoteValidityDays: 30 };

function errorsOf(change: Partial<Record<keyof UpdateStudioSettingsRequest, unknown>>) {
  const result = updateStudioSettingsRequestSchema.safeParse({ ...valid, ...change });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("studio settings", () => {
  it("clear blank texts, keep percentages with two decimals and leave the logo alone when not named", () => {
    expect(updateStudioSettingsRequestSchema.parse({ ...valid, postalAddress: " ", email: "", vatNumber: "4123 456 789", markupPercent: "12.5" })).toEqual({
      name: "Mokoena Interiors",
      postalAddress: null,
      vatNumber: "4123456789",
      registrationNumber: null,
      phone: null,
      email: null,
      markupPercent: "12.50",
      overheadPercent: "15.00",
      quoteValidityDays: 30,
      quoteTerms: null,
    });
  });

  it.each([
    ["5123456789", "VAT number must be 10 digits starting with 4"],
    ["412345678", "VAT number must be 10 digits starting with 4"],
    ["41234567890", "VAT number must be 10 digits starting with 4"],
    ["41234S6789", "VAT number must be 10 digits starting with 4"],
  ])("refuse the VAT number %s", (vatNumber, message) => {
    expect(errorsOf({ vatNumber })).toEqual({ vatNumber: message });
  });

  it.each([-1, 1000, "12.345", "ten"])("refuse a markup of %s", (markupPercent) => {
    expect(errorsOf({ markupPercent })).toEqual({ markupPercent: "Markup must be a percentage from 0 to 999.99, with at most two decimals" });
  });

  it.each([0, 366, 1.5, "", null])("refuse a validity of %s days", (quoteValidityDays) => {
    expect(errorsOf({ quoteValidityDays })).toEqual({ quoteValidityDays: "Quote validity must be a whole number of days from 1 to 365" });
  });

  it("take phones as people write them and refuse anything else", () => {
    expect(errorsOf({ phone: "+27 (0)21 555-0123" })).toEqual({});
    expect(errorsOf({ phone: "call me" })).toEqual({ phone: "Phone must be a phone number, such as 021 555 0123 or +27 21 555 0123" });
    expect(errorsOf({ phone: "12345" })).toEqual({ phone: "Phone must be a phone number, such as 021 555 0123 or +27 21 555 0123" });
  });

  it("take bank details as people write them, and leave out what a request does not name, for the studio to keep", () => {
    const parsed = updateStudioSettingsRequestSchema.parse({ ...valid, bankAccountNumber: "62 1234 5678-9", bankBranchCode: "250 655", depositPercent: 50, paymentTermsDays: "0", bankName: " " });
    expect(parsed).toMatchObject({ bankAccountNumber: "62123456789", bankBranchCode: "250655", depositPercent: "50.00", paymentTermsDays: 0, bankName: null });
    expect(parsed.vatRegistered).toBeUndefined();
    expect(parsed.invoiceTerms).toBeUndefined();
  });

  it.each([100.01, -1, "fifty"])("refuse a deposit of %s", (depositPercent) => {
    expect(errorsOf({ depositPercent })).toEqual({ depositPercent: "Deposit must be a percentage from 0 to 100, with at most two decimals" });
  });

  it.each([["25065"], ["2506550"], ["25O655"]])("refuse the branch code %s", (bankBranchCode) => {
    expect(errorsOf({ bankBranchCode })).toEqual({ bankBranchCode: "Branch code must be 6 digits" });
  });

  it.each([-1, 366, 2.5])("refuse payment terms of %s days", (paymentTermsDays) => {
    expect(errorsOf({ paymentTermsDays })).toEqual({ paymentTermsDays: "Payment terms must be a whole number of days from 0 to 365" });
  });

  it("refuse a bad e-mail and a missing name", () => {
    expect(errorsOf({ email: "studio@", name: " " })).toEqual({ email: "Please enter a valid email address", name: "Studio name is required" });
  });
});

import type { InvoiceParties } from "../invoices/invoice-parties";

/** What a mail to the client says about paying: the studio's account, when it has given one, and the reference to use. */
export function howToPay(bank: InvoiceParties["bank"], reference: string): string[] {
  const account = [bank.name, bank.accountHolder && `Account holder: ${bank.accountHolder}`, bank.accountNumber && `Account number: ${bank.accountNumber}`, bank.branchCode && `Branch code: ${bank.branchCode}`].filter(Boolean);
  const useReference = `Use ${reference} as your payment reference.`;
  return account.length > 0 ? [`Please pay by EFT to:\n${account.join("\n")}`, useReference] : [useReference];
}

import { Prisma } from "@atelier/db";
import { fieldRefused } from "@atelier/kit";
import { lineTotal, sumMoney, toCents, toMoneyString } from "@atelier/money";

export interface CreditedLine {
  invoiceLineId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  sortOrder: number;
}

const quantityText = (quantity: Prisma.Decimal) => quantity.toString();

/**
 * The lines a credit note credits, each a quantity of a line of the invoice at its unit price, up to what of that line
 * earlier credit notes left; a deduction (a final invoice's line less an earlier invoice) is not credited. Answers them
 * and their amount before VAT, or refuses the field at fault.
 */
export async function creditedLines(tx: Prisma.TransactionClient, invoiceId: string, chosen: ReadonlyArray<{ invoiceLineId: string; quantity: number }>): Promise<{ amount: string; lines: CreditedLine[] }> {
  const invoiceLines = await tx.invoiceLine.findMany({ where: { invoiceId }, include: { credits: { select: { quantity: true } } } });
  const byId = new Map(invoiceLines.map((line) => [line.id, line]));
  const lines = chosen.map(({ invoiceLineId, quantity }, index): CreditedLine => {
    const line = byId.get(invoiceLineId);
    if (!line) throw fieldRefused(`lines.${index}.invoiceLineId`, "Choose a line of this invoice");
    if (!toCents(line.lineTotal).gt(0)) throw fieldRefused(`lines.${index}.invoiceLineId`, `“${line.description}” takes off an earlier invoice: it cannot be credited`);
    const left = line.credits.reduce((rest, credit) => rest.minus(credit.quantity), line.quantity);
    if (new Prisma.Decimal(quantity).gt(left)) throw fieldRefused(`lines.${index}.quantity`, `At most ${quantityText(left)} of “${line.description}” is left to credit`);
    return { invoiceLineId, description: line.description, quantity: String(quantity), unitPrice: toMoneyString(line.unitPrice), lineTotal: lineTotal(quantity, line.unitPrice), sortOrder: index };
  });
  return { amount: sumMoney(lines.map((line) => line.lineTotal)), lines };
}

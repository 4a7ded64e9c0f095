/**
 * Days a supplier takes when nothing says otherwise: six weeks, a common lead time for made-to-order
 * furniture in South Africa.
 */
export const DEFAULT_LEAD_TIME_DAYS = 42;

/** What a line's lead time can come from, most trusted first. */
export interface LeadTimeSources {
  /** The linked supplier's typical lead time (suppliers are the purchase-order side's; null until a line has one). */
  supplierDays: number | null;
  /** The room item's own lead time, as the designer entered it. */
  itemDays: number | null;
}

/** The days an item takes to make: its supplier's typical lead time, else the item's own, else the default. */
export const leadTimeDays = ({ supplierDays, itemDays }: LeadTimeSources): number => supplierDays ?? itemDays ?? DEFAULT_LEAD_TIME_DAYS;

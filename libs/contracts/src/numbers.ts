import { z } from "zod";

/** A number from a form: a number, or a numeric string; blank means "not given" (null). */
export const numberInput = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? null : Number(value)) : value),
    z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`).nullable(),
  );

export const wholeNumber = (label: string, min: number, max: number) =>
  numberInput(label).refine(
    (value) => value === null || (Number.isInteger(value) && value >= min && value <= max),
    min === 0 && max >= 1_000_000 ? `${label} must be a whole number, 0 or more` : `${label} must be a whole number from ${min} to ${max}`,
  );

/** A number that must be given: blank is refused with "<label> is required", so what is parsed is a number. */
export const requiredNumber = (schema: z.ZodType<number | null, unknown>, label: string) =>
  schema.transform((value, context) => {
    if (value !== null) return value;
    context.addIssue({ code: "custom", message: `${label} is required` });
    return z.NEVER;
  });

/** Decimal quantities in `step`s (0.5 for bathrooms, 0.01 for areas), never negative. */
export const steppedNumber = (label: string, step: number, max: number) =>
  numberInput(label).refine(
    (value) => value === null || (value >= 0 && value <= max && Math.abs(value / step - Math.round(value / step)) < 1e-9),
    `${label} must be 0 or more, in steps of ${step}`,
  );

/** A line's quantity: more than 0, in hundredths, at most 99 999. */
export const quantityInput = steppedNumber("Quantity", 0.01, 99_999).refine((value) => value === null || value > 0, "Quantity must be more than 0");

import { formatRand, parseRand } from "@atelier/money";
import type { FocusEvent } from "react";
import { get, type FieldPath, type FieldValues, type PathValue, type RegisterOptions, type UseFormReturn } from "react-hook-form";

/**
 * A form field's registration and its validation message, to spread onto FormField, SelectField or
 * TextareaField: `<FormField label="Name" {...bindField(form, "name")} />`.
 */
export function bindField<T extends FieldValues, N extends FieldPath<T>, C, O>(
  form: UseFormReturn<T, C, O>,
  name: N,
  options?: RegisterOptions<T, N>,
) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name, options), error: error?.message };
}

/** A typed amount as the app prints rand ("2 500 000,00" becomes "R 2,500,000.00"); what cannot be read stays as typed, for the form to explain. */
export function formatTypedRand(typed: string): string {
  const parsed = parseRand(typed);
  return parsed.ok ? formatRand(parsed.amount) : typed;
}

/**
 * bindField for an amount of rand: a decimal keypad on phones, and once the field is left the amount shows
 * formatted, so the designer sees how it was read ("2,500" as R 2,500.00, "2,50" as R 2.50).
 */
export function bindMoneyField<T extends FieldValues, N extends FieldPath<T>, C, O>(
  form: UseFormReturn<T, C, O>,
  name: N,
  options?: RegisterOptions<T, N>,
) {
  const showFormatted = (event: FocusEvent<HTMLInputElement>) => {
    options?.onBlur?.(event);
    const formatted = formatTypedRand(event.target.value);
    if (formatted !== event.target.value) form.setValue(name, formatted as PathValue<T, N>, { shouldDirty: true });
  };
  return { ...bindField(form, name, { ...options, onBlur: showFormatted }), inputMode: "decimal" as const, autoComplete: "off" };
}

/** An empty choice or an empty optional field means "not set", which the API stores as null. */
export const emptyToNull = (value: string) => value || null;

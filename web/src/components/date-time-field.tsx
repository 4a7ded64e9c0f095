import { parseISO } from "date-fns";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { fromDateTimeLocalValue, toDateTimeLocalValue } from "@/lib/dates";

interface DateTimeFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  error?: string;
}

/**
 * A date and time picked in local time and held in the form as the ISO instant the API expects.
 * The input is left uncontrolled so a half-typed value is never overwritten while the user types.
 */
export function DateTimeField<T extends FieldValues, C, O>({ control, name, label, error }: DateTimeFieldProps<T, C, O>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const initial = typeof value === "string" && value ? toDateTimeLocalValue(parseISO(value)) : "";
  return (
    <FormField
      label={label}
      type="datetime-local"
      name={name}
      ref={ref}
      defaultValue={initial}
      onChange={(event) => onChange(fromDateTimeLocalValue(event.target.value))}
      onBlur={onBlur}
      error={error}
    />
  );
}

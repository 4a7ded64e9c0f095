import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { useStudioDates } from "@/lib/studio-time-zone";

interface DateTimeFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  error?: string;
}

/**
 * A date and time picked on the studio's clock and held in the form as the ISO instant the API expects.
 * The input is left uncontrolled so a half-typed value is never overwritten while the user types.
 */
export function DateTimeField<T extends FieldValues, C, O>({ control, name, label, error }: DateTimeFieldProps<T, C, O>) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name });
  const { toDateTimeLocalValue, fromDateTimeLocalValue } = useStudioDates();
  const initial = typeof value === "string" && value ? toDateTimeLocalValue(new Date(value)) : "";
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

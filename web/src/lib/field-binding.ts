import { get, type FieldPath, type FieldValues, type RegisterOptions, type UseFormReturn } from "react-hook-form";

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

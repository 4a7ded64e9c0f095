import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/** What a labelled control needs to be tied to its label and its validation message. */
interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  label: string;
  error?: string;
  /** A short help text under the control, read out with it. */
  hint?: string;
  id?: string;
  children: (control: ControlProps) => ReactNode;
}

function Field({ label, error, hint, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

interface FormFieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its help text and validation message tied to it for assistive technology. */
export function FormField({ label, error, hint, id, ...inputProps }: FormFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends ComponentProps<"select"> {
  label: string;
  error?: string;
  options: readonly SelectOption[];
  /** The label of an empty first choice, for fields that may be left unset. */
  emptyOption?: string;
}

export function SelectField({ label, error, id, options, emptyOption, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => (
        <Select {...control} {...selectProps}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

interface TextareaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  error?: string;
}

export function TextareaField({ label, error, id, ...textareaProps }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </Field>
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<"input">, "type"> {
  label: string;
}

export function CheckboxField({ label, id, className, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <input id={inputId} type="checkbox" className="size-5 rounded border-input accent-accent" {...inputProps} />
      <Label htmlFor={inputId}>{label}</Label>
    </div>
  );
}

import { useId, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

interface LineCellInputProps extends ComponentProps<"input"> {
  /** The input's accessible name, which says the column and the line: "Quantity, Bouclé sofa". */
  label: string;
  error?: string;
}

/** An input in a line's table cell, named for assistive technology, with its reason under it. */
export function LineCellInput({ label, error, className, ...inputProps }: LineCellInputProps) {
  const errorId = useId();
  return (
    <div className="grid gap-1">
      <Input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn("h-10 pointer-coarse:h-11", className)}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

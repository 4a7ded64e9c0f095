import { FileText } from "lucide-react";
import type { ButtonProps } from "@/components/ui/button";
import { Button } from "@/components/ui/button";
import { useGenerateQuote } from "@/features/quotes/queries/use-generate-quote";

interface GenerateQuoteButtonProps extends Pick<ButtonProps, "variant" | "className"> {
  projectId: string;
  /** "Generate Quote" in the header, "Create Quote" in the Orders tab's empty state: the same action. */
  label?: string;
}

/** Builds a draft quote from the project's items and opens it when the job is done. */
export function GenerateQuoteButton({ projectId, label = "Generate Quote", variant = "outline", className }: GenerateQuoteButtonProps) {
  const generation = useGenerateQuote(projectId);
  const progress = generation.status ? ` ${generation.status.progress}%` : "";
  return (
    <Button variant={variant} className={className} onClick={generation.generate} disabled={generation.isGenerating} aria-busy={generation.isGenerating}>
      <FileText aria-hidden="true" />
      {generation.isGenerating ? `Generating Quote...${progress}` : label}
    </Button>
  );
}

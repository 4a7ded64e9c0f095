import { PRODUCT_NAME } from "@/lib/brand";
import { cn } from "@/lib/utils";

export function Wordmark({ className }: { className?: string }) {
  return <span className={cn("font-display text-2xl tracking-[0.08em]", className)}>{PRODUCT_NAME}</span>;
}

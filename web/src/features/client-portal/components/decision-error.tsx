import { CircleAlert } from "lucide-react";
import { serverMessage } from "@/lib/api";

/** Why the server refused the client's decision, in its words, read out as it appears. */
export function DecisionError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{serverMessage(error) ?? fallback}</p>
    </div>
  );
}

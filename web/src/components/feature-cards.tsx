import { FileSignature, Mic, Sparkles, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const FEATURES: readonly Feature[] = [
  {
    title: "Voice-to-Project",
    description: "Record site visits and generate structured project files through AI transcription.",
    icon: Mic,
  },
  {
    title: "AI Design Generation",
    description: "Generate room visuals and cost estimates with AI.",
    icon: Sparkles,
  },
  {
    title: "Digital Approvals",
    description: "A client portal with secure digital signatures and real-time project updates.",
    icon: FileSignature,
  },
];

interface FeatureCardsProps {
  className?: string;
  cardClassName?: string;
}

/** The three features the product is known by, shown on the landing page and beside the sign-in form. */
export function FeatureCards({ className, cardClassName }: FeatureCardsProps) {
  return (
    <ul className={cn("grid gap-4", className)}>
      {FEATURES.map(({ title, description, icon: Icon }) => (
        <li key={title} className={cn("flex gap-4 rounded-xl border p-5", cardClassName)}>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="space-y-1">
            <h3 className="text-lg leading-snug">{title}</h3>
            <p className="text-sm leading-relaxed opacity-80">{description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { DEFAULT_DESIGN_STYLES, DESIGN_STYLE_OPTIONS, type DesignStyleOption, type GenerateImagesRequest } from "@atelier/contracts";
import { useState, type FormEvent } from "react";
import { FormDialogFooter } from "@/components/form-dialog";
import { CheckboxField, TextareaField } from "@/components/form-field";
import { JobProgress } from "@/features/jobs/components/job-progress";
import type { JobStatus } from "@/features/jobs/hooks/use-job";
import { toastFailure } from "@/hooks/use-toast";

/** "art deco" → "Art Deco", "mid-century" → "Mid-Century". */
const styleLabel = (style: DesignStyleOption) => style.replace(/\b\w/g, (letter) => letter.toUpperCase());

interface GenerateImagesFormProps {
  /** The room's own description, to start from. */
  defaultDescription: string;
  isGenerating: boolean;
  status: JobStatus | null;
  onGenerate: (request: GenerateImagesRequest) => void;
}

export function GenerateImagesForm({ defaultDescription, isGenerating, status, onGenerate }: GenerateImagesFormProps) {
  const [description, setDescription] = useState(defaultDescription);
  const [styles, setStyles] = useState<readonly DesignStyleOption[]>(DEFAULT_DESIGN_STYLES);

  const toggle = (style: DesignStyleOption, checked: boolean) =>
    setStyles((current) => DESIGN_STYLE_OPTIONS.filter((option) => (option === style ? checked : current.includes(option))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const roomDescription = description.trim();
    if (!roomDescription) {
      toastFailure("Description Required", "Please provide a room description.");
      return;
    }
    onGenerate({ roomDescription, stylePreferences: [...styles] });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextareaField
        label="Room Description"
        rows={4}
        placeholder="A double-volume lounge facing the sea, with warm oak floors and a marble fireplace."
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Style Preferences</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {DESIGN_STYLE_OPTIONS.map((style) => (
            <CheckboxField
              key={style}
              label={styleLabel(style)}
              checked={styles.includes(style)}
              onChange={(event) => toggle(style, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      {isGenerating && <JobProgress label="Generating images" status={status} />}
      <FormDialogFooter submitLabel="Generate Images" pendingLabel="Generating..." isPending={isGenerating} />
    </form>
  );
}

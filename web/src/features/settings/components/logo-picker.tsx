import { LOGO_LIMITS } from "@atelier/contracts";
import type { ImageChange } from "@/features/settings/lib/image-change";
import { ImagePicker } from "./image-picker";
import { StudioLogo } from "./studio-logo";

interface LogoPickerProps {
  /** The logo saved now, as a signed URL. */
  savedUrl: string | null;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
}

/** Chooses, previews or removes the studio's logo; the file goes up only when the settings are saved. */
export function LogoPicker(props: LogoPickerProps) {
  return (
    <ImagePicker
      label="Logo"
      what="logo"
      hint="PNG, JPG or WebP, at most 2MB. It prints at the top of every quote."
      limits={LOGO_LIMITS}
      savedAlt="Studio logo"
      preview={(url, alt) => <StudioLogo url={url} alt={alt} />}
      {...props}
    />
  );
}

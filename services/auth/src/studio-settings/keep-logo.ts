import { LOGO_LIMITS, STUDIO_SETTINGS_MESSAGES } from "@atelier/contracts";
import { objectKeys, type ObjectStorage } from "@atelier/kit";
import { keepUploadedImage, type KeptImage } from "../images/keep-uploaded-image";

/** A logo is a PNG, JPEG or WebP of at most 2 MB, kept as a PNG at most 600 px wide. */
export const keepLogo = (storage: ObjectStorage, studioId: string, logoURL: string): Promise<KeptImage> =>
  keepUploadedImage(storage, studioId, logoURL, {
    field: "logoURL",
    maxBytes: LOGO_LIMITS.maxBytes,
    messages: {
      uploadFirst: STUDIO_SETTINGS_MESSAGES.uploadFirst,
      nothingUploaded: STUDIO_SETTINGS_MESSAGES.nothingUploaded,
      tooLarge: STUDIO_SETTINGS_MESSAGES.logoTooLarge,
      notAnImage: STUDIO_SETTINGS_MESSAGES.notALogo,
    },
    resize: (image) => image.resize({ width: LOGO_LIMITS.maxWidth, withoutEnlargement: true }),
    keyOf: objectKeys.logo,
  });

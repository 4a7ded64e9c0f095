import { AUTH_MESSAGES, PROFILE_PHOTO_LIMITS } from "@atelier/contracts";
import { objectKeys, type ObjectStorage } from "@atelier/kit";
import { keepUploadedImage, type KeptImage } from "../images/keep-uploaded-image";

/** A profile photo is a PNG, JPEG or WebP of at most 5 MB, kept as a square PNG cut from its middle, as the avatar shows it. */
export const keepPhoto = (storage: ObjectStorage, studioId: string, url: string): Promise<KeptImage> =>
  keepUploadedImage(storage, studioId, url, {
    field: "profileImageURL",
    maxBytes: PROFILE_PHOTO_LIMITS.maxBytes,
    messages: {
      uploadFirst: AUTH_MESSAGES.uploadFirst,
      nothingUploaded: AUTH_MESSAGES.nothingUploaded,
      tooLarge: AUTH_MESSAGES.photoTooLarge,
      notAnImage: AUTH_MESSAGES.notAPhoto,
    },
    resize: (image) => image.resize({ width: PROFILE_PHOTO_LIMITS.size, height: PROFILE_PHOTO_LIMITS.size, fit: "cover" }),
    keyOf: objectKeys.avatar,
  });

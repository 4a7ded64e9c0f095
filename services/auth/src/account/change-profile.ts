import type { z } from "zod";
import type { updateProfileRequestSchema } from "@atelier/contracts";
import type { Staff } from "@atelier/kit";
import { replacedImage, saveWithImage } from "../images/save-with-image";
import type { SettingsDeps } from "../studio-settings/settings-deps";
import { withStudio, type UserWithStudio } from "../users";
import { keepPhoto } from "./keep-photo";

type ProfileChange = z.output<typeof updateProfileRequestSchema>;

/**
 * Changes the user's names, and their photo with them: a new photo is checked and kept before the save. The row is
 * locked while the old photo's key is read, so two saves at once each learn which photo they replaced.
 */
export async function changeProfile(deps: SettingsDeps, { userId, studioId }: Staff, { profileImageURL, ...names }: ProfileChange): Promise<UserWithStudio> {
  const photo = profileImageURL ? await keepPhoto(deps.storage, studioId, profileImageURL) : null;
  const photoKey = photo ? photo.key : profileImageURL;
  return saveWithImage(deps, studioId, photo, () =>
    deps.prisma.$transaction(async (tx) => {
      const [before] = await tx.$queryRaw<Array<{ profile_image_object_key: string | null }>>`SELECT profile_image_object_key FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      const saved = await tx.user.update({ where: { id: userId }, data: { ...names, profileImageObjectKey: photoKey }, include: withStudio });
      return { saved, replacedKey: replacedImage(before?.profile_image_object_key ?? null, photoKey) };
    }),
  );
}

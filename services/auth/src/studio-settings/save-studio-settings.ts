import type { z } from "zod";
import type { updateStudioSettingsRequestSchema } from "@atelier/contracts";
import type { PrismaClient, Studio } from "@atelier/db";
import { replacedImage, type SavedWithImage } from "../images/save-with-image";

type Settings = Omit<z.output<typeof updateStudioSettingsRequestSchema>, "logoURL">;

/**
 * Writes the studio's settings; the one place auth changes them. `logoKey` is the new logo's object,
 * null to remove the logo, undefined to keep it. The row is locked while the old logo key is read, so
 * two saves at once each learn which logo they replaced.
 */
export async function saveStudioSettings(prisma: PrismaClient, studioId: string, settings: Settings, logoKey: string | null | undefined): Promise<SavedWithImage<Studio>> {
  return prisma.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<Array<{ logo_object_key: string | null }>>`SELECT logo_object_key FROM studios WHERE id = ${studioId}::uuid FOR UPDATE`;
    const saved = await tx.studio.update({ where: { id: studioId }, data: { ...settings, logoObjectKey: logoKey } });
    return { saved, replacedKey: replacedImage(before?.logo_object_key ?? null, logoKey) };
  });
}

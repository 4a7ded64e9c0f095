import type { z } from "zod";
import type { updateStudioSettingsRequestSchema } from "@atelier/contracts";
import type { PrismaClient, Studio } from "@atelier/db";

type Settings = Omit<z.output<typeof updateStudioSettingsRequestSchema>, "logoURL">;

export interface SavedSettings {
  studio: Studio;
  /** The logo the studio had before, when this save replaced or removed it: its object can go. */
  replacedLogoKey: string | null;
}

/**
 * Writes the studio's settings; the one place auth changes them. `logoKey` is the new logo's object,
 * null to remove the logo, undefined to keep it. The row is locked while the old logo key is read, so
 * two saves at once each learn which logo they replaced.
 */
export async function saveStudioSettings(prisma: PrismaClient, studioId: string, settings: Settings, logoKey: string | null | undefined): Promise<SavedSettings> {
  return prisma.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<Array<{ logo_object_key: string | null }>>`SELECT logo_object_key FROM studios WHERE id = ${studioId}::uuid FOR UPDATE`;
    const studio = await tx.studio.update({ where: { id: studioId }, data: { ...settings, logoObjectKey: logoKey } });
    const previous = before?.logo_object_key ?? null;
    return { studio, replacedLogoKey: logoKey !== undefined && previous !== logoKey ? previous : null };
  });
}

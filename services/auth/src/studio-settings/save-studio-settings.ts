import type { z } from "zod";
import { activityRatesOf, changedActivityRates, type updateStudioSettingsRequestSchema } from "@atelier/contracts";
import type { PrismaClient, Studio } from "@atelier/db";
import { fieldChanges, recordActivity } from "@atelier/kit";
import { replacedImage, type SavedWithImage } from "../images/save-with-image";
import { ACTIVITY_RATE_FIELDS, STUDIO_SETTING_FIELDS } from "./settings-activity";

type Settings = Omit<z.output<typeof updateStudioSettingsRequestSchema>, "logoURL">;

/**
 * Writes the studio's settings; the one place auth changes them. `logoKey` is the new logo's object,
 * null to remove the logo, undefined to keep it. The row is locked while the old logo key is read, so
 * two saves at once each learn which logo they replaced.
 */
export async function saveStudioSettings(prisma: PrismaClient, studioId: string, { activityRates, ...settings }: Settings, logoKey: string | null | undefined): Promise<SavedWithImage<Studio>> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM studios WHERE id = ${studioId}::uuid FOR UPDATE`;
    const before = await tx.studio.findUniqueOrThrow({ where: { id: studioId } });
    const ratesBefore = activityRatesOf(before.activityRates);
    const rates = changedActivityRates(ratesBefore, activityRates);
    const saved = await tx.studio.update({ where: { id: studioId }, data: { ...settings, activityRates: rates, logoObjectKey: logoKey } });
    const changes = [...fieldChanges(before, saved, STUDIO_SETTING_FIELDS), ...fieldChanges(ratesBefore, rates, ACTIVITY_RATE_FIELDS)];
    await recordActivity(tx, { studioId, projectId: null, record: { type: "settings", id: studioId, label: saved.name }, action: "updated", changes });
    return { saved, replacedKey: replacedImage(before.logoObjectKey, logoKey) };
  });
}

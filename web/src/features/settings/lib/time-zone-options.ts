import type { SelectOption } from "@/components/form-field";

/** "Africa/Johannesburg (GMT+2)": the zone as people look for it, with its offset now. */
function labelOf(zone: string, now: Date): string {
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(now).find((part) => part.type === "timeZoneName");
  return `${zone.replaceAll("_", " ")} (${offset?.value ?? zone})`;
}

/** Every zone the browser knows, by name, with the studio's own kept even if this browser does not list it. */
export function timeZoneOptions(current: string, now = new Date()): SelectOption[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: labelOf(zone, now) }));
}

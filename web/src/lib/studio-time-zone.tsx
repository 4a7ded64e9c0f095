import { DEFAULT_STUDIO_TIME_ZONE } from "@atelier/contracts";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatDate, formatDateTime, fromDateTimeLocalValue, isMidnight, nextWholeHour, toDateTimeLocalValue, todayDateValue } from "./dates";

const StudioTimeZone = createContext(DEFAULT_STUDIO_TIME_ZONE);

/** Everything inside reads dates and times on the studio's clock: the signed-in studio's, or the portal's studio's. */
export function StudioTimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  return <StudioTimeZone value={zone}>{children}</StudioTimeZone>;
}

export type StudioDates = ReturnType<typeof datesIn>;

function datesIn(zone: string) {
  return {
    timeZone: zone,
    formatDateTime: (iso: string) => formatDateTime(iso, zone),
    formatDate: (iso: string) => formatDate(iso, zone),
    isMidnight: (iso: string) => isMidnight(iso, zone),
    todayDateValue: (now?: Date) => todayDateValue(zone, now),
    nextWholeHour: (now?: Date) => nextWholeHour(zone, now),
    toDateTimeLocalValue: (date: Date) => toDateTimeLocalValue(date, zone),
    fromDateTimeLocalValue: (value: string) => fromDateTimeLocalValue(value, zone),
  };
}

/** The date formats and pickers, bound to the studio's time zone. */
export function useStudioDates(): StudioDates {
  const zone = useContext(StudioTimeZone);
  return useMemo(() => datesIn(zone), [zone]);
}

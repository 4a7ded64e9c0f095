import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreference, type NotificationPreferences } from "@atelier/contracts";
import { useId } from "react";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { NOTIFICATION_KIND_LABELS } from "@/features/notifications/lib/kind-labels";
import { useNotificationPreferences, useUpdateNotificationPreferences } from "@/features/notifications/queries/use-notification-preferences";

const CHANNELS = [
  { key: "inApp", label: "In-app" },
  { key: "email", label: "E-mail" },
] as const satisfies { key: keyof NotificationPreference; label: string }[];

function KindChoices({ kind, preference, onChange }: { kind: NotificationKind; preference: NotificationPreference; onChange: (next: NotificationPreference) => void }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center justify-between gap-x-4 border-b border-border py-1 last:border-b-0">
      <span id={labelId} className="min-w-0 flex-1 py-2 text-sm">
        {NOTIFICATION_KIND_LABELS[kind]}
      </span>
      <span className="flex gap-4">
        {CHANNELS.map(({ key, label }) => (
          <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm sm:min-h-9">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={preference[key]}
              onChange={(event) => onChange({ ...preference, [key]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </span>
    </div>
  );
}

/** The signed-in designer's own choice, per kind, of notifications in the app and by e-mail; each change is saved at once. */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Your Notifications</CardTitle>
        <CardDescription>Choose how you hear of each kind of news: in the app (the bell and the stack) and by e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={preferences} what="your notification preferences" loading={<Skeleton className="h-64 w-full" />}>
          {(data: NotificationPreferences) => (
            <div>
              {NOTIFICATION_KINDS.map((kind) => (
                <KindChoices key={kind} kind={kind} preference={data[kind]} onChange={(next) => update.mutate({ [kind]: next })} />
              ))}
            </div>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}

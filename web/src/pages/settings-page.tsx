import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { NotificationPreferencesCard } from "@/features/settings/components/notification-preferences";
import { useStudioSettings } from "@/features/settings/queries/use-studio-settings";
import { StudioSettingsForm } from "@/features/settings/components/studio-settings-form";
import { StudioSettingsView } from "@/features/settings/components/studio-settings-view";
import { SuppliersCard } from "@/features/suppliers/components/suppliers-card";

/** The studio's details and quoting defaults (the owner edits them, the rest of the studio reads them), its suppliers, and each designer's own notifications. */
export function SettingsPage() {
  const settings = useStudioSettings();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Studio Settings" description="Your studio's details and quoting defaults, printed on every quote." />
      <Card>
        <CardContent className="pt-6">
          <QueryView query={settings} what="the studio settings" loading={<Skeleton className="h-96 w-full" />}>
            {(data) => (data.canEdit ? <StudioSettingsForm settings={data} /> : <StudioSettingsView settings={data} />)}
          </QueryView>
        </CardContent>
      </Card>
      <SuppliersCard />
      <NotificationPreferencesCard />
    </div>
  );
}

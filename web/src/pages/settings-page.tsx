import { PageHeader } from "@/components/page-header";
import { QueryView } from "@/components/query-view";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { NotificationPreferencesCard } from "@/features/settings/components/notification-preferences";
import { PasswordCard } from "@/features/settings/components/password-card";
import { ProfileCard } from "@/features/settings/components/profile-card";
import { useStudioSettings } from "@/features/settings/queries/use-studio-settings";
import { StudioSettingsForm } from "@/features/settings/components/studio-settings-form";
import { StudioSettingsView } from "@/features/settings/components/studio-settings-view";
import { RestoreStudioCard } from "@/features/studio-export/components/restore-studio-card";
import { StudioDataCard } from "@/features/studio-export/components/studio-data-card";
import { SuppliersCard } from "@/features/suppliers/components/suppliers-card";
import { TeamCard } from "@/features/team/components/team-card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

/** The studio's details and quoting defaults (its owner and admins edit them, the rest of the studio reads them), its team, its suppliers, and each designer's own profile, password and notifications. */
export function SettingsPage() {
  const settings = useStudioSettings();
  useDocumentTitle("Studio Settings", PRODUCT_NAME);
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
      <TeamCard />
      <SuppliersCard />
      <StudioDataCard />
      <RestoreStudioCard />
      <ProfileCard />
      <PasswordCard />
      <NotificationPreferencesCard />
    </div>
  );
}

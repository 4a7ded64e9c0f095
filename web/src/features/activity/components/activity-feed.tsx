import { ACTIVITY_RECORDS, memberName, type ActivityPage, type ActivityRecordType } from "@atelier/contracts";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useId } from "react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryErrorState } from "@/components/query-error-state";
import { SelectField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useTeam } from "@/features/team/queries/use-team";
import type { ActivityFilters } from "../queries/use-activity";
import { ActivityEntryRow } from "./activity-entry-row";

const RECORD_OPTIONS = (Object.keys(ACTIVITY_RECORDS) as ActivityRecordType[]).map((type) => ({ value: type, label: ACTIVITY_RECORDS[type].label.replace(/^./, (first) => first.toUpperCase()) }));

interface ActivityFeedProps {
  feed: UseInfiniteQueryResult<InfiniteData<ActivityPage>>;
  filters: ActivityFilters;
  onFilter: (filters: ActivityFilters) => void;
  /** On the studio's feed, each entry names its project. */
  showProject?: boolean;
}

/** Who changed what, newest first, narrowed by person and kind of record, with older entries a page at a time. */
export function ActivityFeed({ feed, filters, onFilter, showProject = false }: ActivityFeedProps) {
  const team = useTeam();
  const id = useId();
  const people = (team.data?.members ?? []).map((member) => ({ value: member.id, label: memberName(member) }));
  const filtered = Boolean(filters.person || filters.record);
  const entries = feed.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField id={`${id}-person`} label="Person" emptyOption="Everyone" options={people} value={filters.person ?? ""} onChange={(event) => onFilter({ ...filters, person: event.target.value || undefined })} />
        <SelectField
          id={`${id}-record`}
          label="Record"
          emptyOption="Every kind"
          options={RECORD_OPTIONS}
          value={filters.record ?? ""}
          onChange={(event) => onFilter({ ...filters, record: (event.target.value || undefined) as ActivityRecordType | undefined })}
        />
      </div>
      {feed.isPending ? (
        <CardListSkeleton label="Loading activity" />
      ) : feed.isError ? (
        <QueryErrorState error={feed.error} onRetry={() => void feed.refetch()} what="activity" />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={History}
          title={filtered ? "Nothing matches" : "No activity yet"}
          description={filtered ? "No change matches these filters. Choose Everyone and Every kind to see them all." : "Every change anyone makes, and what Atelier does on its own, shows here."}
        />
      ) : (
        <>
          <ol aria-label="Activity" className="grid">
            {entries.map((entry) => (
              <ActivityEntryRow key={entry.id} entry={entry} showProject={showProject} />
            ))}
          </ol>
          {feed.hasNextPage && (
            <Button variant="outline" className="justify-self-center" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
              {feed.isFetchingNextPage ? "Loading..." : "Show older"}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

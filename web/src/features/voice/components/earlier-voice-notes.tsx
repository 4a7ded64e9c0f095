import type { Room } from "@atelier/contracts";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useRoomVoiceNotes } from "@/features/voice/queries/use-voice-notes";
import { VoiceNoteEntry } from "./voice-note-entry";

/** The room's earlier site notes, newest first; nothing at all until there is one (the recorder asks for it). */
export function EarlierVoiceNotes({ room }: { room: Pick<Room, "id" | "projectId"> }) {
  const notes = useRoomVoiceNotes(room.id);
  if (notes.data?.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Earlier Site Notes</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={notes} what="site notes" loading={<NotesSkeleton />}>
          {(data) => (
            <ul className="grid gap-3">
              {data.map((note) => (
                <VoiceNoteEntry key={note.id} room={room} note={note} />
              ))}
            </ul>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}

function NotesSkeleton() {
  return (
    <div role="status" aria-label="Loading site notes" className="grid gap-3 rounded-lg border border-border p-4">
      <Skeleton className="h-5 w-1/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

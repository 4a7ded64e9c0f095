import { ComingSoon } from "@/components/coming-soon";

export function RoomPage() {
  return (
    <ComingSoon
      title="Room"
      description="Items, estimates and AI design concepts for one room."
      upcoming="The room workspace is being prepared and will open here soon."
    />
  );
}

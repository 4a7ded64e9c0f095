import { MEMBER_EVENTS } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { CURRENT_USER_QUERY_KEY } from "@/features/auth/queries/use-auth";
import { connectSocket } from "@/lib/socket";

/**
 * When the studio changes this member's role, asks who they are again, so the app offers what the new role allows
 * (and stops offering what it does not) without a reload; the server already answers by the new role.
 */
export function useMemberChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket();
    const refetchUser = () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    socket.on(MEMBER_EVENTS.changed, refetchUser);
    return () => void socket.off(MEMBER_EVENTS.changed, refetchUser);
  }, [queryClient]);
}

import { MEMBER_EVENTS } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { connectSocket } from "@/lib/socket";

/**
 * When the studio changes this member's role, or what its roles may see, asks who they are again and refetches what
 * is on screen, so the app offers and shows what they may now (costs come and go with the answers) without a reload;
 * the server already answers by the change.
 */
export function useMemberChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket();
    const refetchAll = () => void queryClient.invalidateQueries();
    socket.on(MEMBER_EVENTS.changed, refetchAll);
    return () => void socket.off(MEMBER_EVENTS.changed, refetchAll);
  }, [queryClient]);
}

import { useEffect } from "react";
import { connectSocket, disconnectSocket } from "@/lib/socket";

/** Keeps the live connection open for as long as the calling (signed-in) tree is mounted. */
export function useSocketConnection(): void {
  useEffect(() => {
    connectSocket();
    return disconnectSocket;
  }, []);
}

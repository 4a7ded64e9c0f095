import { AUTH_MESSAGES, type User } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { serverMessage } from "@/lib/api";
import { logIn, logOut, register } from "@/features/auth/api/auth-api";
import { clearApiCache } from "@/features/offline-cache/lib/clear-api-cache";
import { PRODUCT_NAME } from "@/lib/brand";
import { CURRENT_USER_QUERY_KEY } from "./use-auth";
import { toast } from "@/hooks/use-toast";

/** Storing the user switches the app to its signed-in routes, which open on the dashboard. */
function useStartSession(): (user: User) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user) => {
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    navigate("/", { replace: true });
  };
}

/**
 * The key of every mutation that ends this tab's session (signing out, a password reset). While one runs, reads
 * answered 401 are its own doing, not a session ended elsewhere.
 */
export const ENDING_SESSION_MUTATION_KEY = ["ending-session"];

/** Drops everything fetched for the ended session, here and in the answers kept for use offline, and goes to `path` signed out. */
export function useEndSession(): (path: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (path) => {
    // Nothing fetched for this studio may survive into the next person's session in this tab, or on this device.
    void clearApiCache();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    navigate(path, { replace: true });
  };
}

export function useLoginMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (user) => {
      startSession(user);
      toast({ title: "Welcome back!", description: "You've been logged in successfully." });
    },
    onError: (error) => {
      toast({
        title: "Login failed",
        description: serverMessage(error) ?? AUTH_MESSAGES.invalidCredentials,
        variant: "destructive",
      });
    },
  });
}

export function useRegisterMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      startSession(user);
      toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: "Your account has been created successfully." });
    },
    onError: (error) => {
      toast({
        title: "Registration failed",
        description: serverMessage(error) ?? "Failed to create account",
        variant: "destructive",
      });
    },
  });
}

export function useLogoutMutation() {
  const endSession = useEndSession();
  return useMutation({
    mutationKey: ENDING_SESSION_MUTATION_KEY,
    mutationFn: logOut,
    onSuccess: () => {
      endSession("/");
      toast({ title: "Logged out", description: "You've been logged out successfully." });
    },
    onError: (error) => {
      toast({
        title: "Logout failed",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    },
  });
}

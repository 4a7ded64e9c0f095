import { AUTH_MESSAGES, type UpdateProfileRequest } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changePassword, forgotPassword, resetPassword, updateProfile } from "@/features/auth/api/account-api";
import { uploadedURLFor, type ImageChange } from "@/features/settings/lib/image-change";
import { serverMessage } from "@/lib/api";
import { toast, toastFailure } from "@/hooks/use-toast";
import { CURRENT_USER_QUERY_KEY } from "./use-auth";
import { ENDING_SESSION_MUTATION_KEY, useEndSession } from "./use-auth-mutations";

export interface ProfileSave {
  names: Omit<UpdateProfileRequest, "profileImageURL">;
  photo: ImageChange;
}

/** Saves the names and photo; the top bar's avatar follows at once. */
export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ names, photo }: ProfileSave) => updateProfile({ ...names, profileImageURL: await uploadedURLFor(photo) }),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      toast({ title: AUTH_MESSAGES.profileSaved, description: "Your name and photo are up to date." });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to save your profile. Please try again."),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => toast({ title: AUTH_MESSAGES.passwordChanged, description: "You stay signed in here; every other device was signed out." }),
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to change your password. Please try again."),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: forgotPassword,
    onSuccess: ({ message }) => toast({ title: "Check your email", description: message }),
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to send the reset link. Please try again."),
  });
}

/** Sets the new password; every session has ended, so the app goes to the sign-in screen signed out. */
export function useResetPasswordMutation() {
  const endSession = useEndSession();
  return useMutation({
    mutationKey: ENDING_SESSION_MUTATION_KEY,
    mutationFn: resetPassword,
    onSuccess: () => {
      endSession("/auth");
      toast({ title: AUTH_MESSAGES.passwordReset, description: "Sign in with your new password." });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to reset your password. Please try again."),
  });
}

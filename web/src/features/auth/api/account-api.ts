import { endpoints, type ChangePasswordRequest, type ForgotPasswordRequest, type ResetPasswordRequest, type UpdateProfileRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const updateProfile = (request: UpdateProfileRequest) => callEndpoint(endpoints.updateProfile, { body: request });

export const changePassword = (request: ChangePasswordRequest) => callEndpoint(endpoints.changePassword, { body: request });

export const forgotPassword = (request: ForgotPasswordRequest) => callEndpoint(endpoints.forgotPassword, { body: request });

export const resetPassword = (request: ResetPasswordRequest) => callEndpoint(endpoints.resetPassword, { body: request });

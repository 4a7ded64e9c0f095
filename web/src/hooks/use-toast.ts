import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

/** A button in the toast acting on what it tells; `altText` says where else the same can be done. */
export interface ToastActionButton {
  label: string;
  altText: string;
  onClick: () => void;
}

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastActionButton;
}

export interface ActiveToast extends ToastMessage {
  id: number;
  open: boolean;
}

/* The product shows one toast at a time: a new one replaces whatever is on screen. */
let currentToast: ActiveToast | null = null;
let nextToastId = 1;
const listeners = new Set<() => void>();

function setCurrentToast(next: ActiveToast | null): void {
  currentToast = next;
  for (const listener of listeners) listener();
}

export function toast(message: ToastMessage): void {
  setCurrentToast({ ...message, id: nextToastId++, open: true });
}

/** Closes the toast; Radix plays its exit animation and unmounts it. */
export function dismissToast(id: number): void {
  if (currentToast?.id === id) setCurrentToast({ ...currentToast, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ActiveToast | null {
  return useSyncExternalStore(subscribe, () => currentToast);
}

/** Failures are always told in the destructive style (spec section 8). */
export function toastFailure(title: string, description: string): void {
  toast({ title, description, variant: "destructive" });
}

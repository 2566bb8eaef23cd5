import { useSyncExternalStore } from 'react';

/**
 * A tiny toast store: at most one toast is visible at a time (docs/product.md#states, #constants).
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

let current: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastMessage[]) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  const id = nextId++;
  // The newest replaces the older one, so only one is ever on screen.
  emit([{ ...message, id, open: true }]);
  return id;
}

export function dismissToast(id: number): void {
  emit(current.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

export function removeToast(id: number): void {
  emit(current.filter((item) => item.id !== id));
}

/** Drops every toast, shown or closing (component tests start each test with none). */
export function clearToasts(): void {
  emit([]);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}

/**
 * The open dialogs' close functions, newest last. Radix gives Escape to the newest layer, and
 * a toast that appears while a dialog is open is newer than it: the toaster then asks
 * `closeTopDialog` to close the dialog and keeps the toast, so Escape always closes what the
 * person is working in. (Kept here, not in dialog.tsx, so the toaster does not load Radix Dialog.)
 */
const openDialogs: Array<() => void> = [];

/** Returns the unregister function. */
export function registerOpenDialog(close: () => void): () => void {
  openDialogs.push(close);
  return () => {
    const index = openDialogs.indexOf(close);
    if (index >= 0) openDialogs.splice(index, 1);
  };
}

export function closeTopDialog(): boolean {
  const close = openDialogs.at(-1);
  close?.();
  return close !== undefined;
}

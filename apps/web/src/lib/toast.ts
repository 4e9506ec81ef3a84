import { timing } from '@parlor/contracts';
import { createStore, useStore } from './store';

export type ToastKind = 'default' | 'info' | 'success' | 'warning' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const toastsStore = createStore<Toast[]>([]);
let nextId = 1;

/** Shows a notification bottom right; it closes itself after 2500 ms (spec §9). */
function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  toastsStore.set((toasts) => [...toasts.slice(-4), { id, kind, message }]);
  window.setTimeout(() => dismissToast(id), timing.toastMs);
  return id;
}

export function dismissToast(id: number): void {
  toastsStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

export const toast = {
  show: (message: string) => show('default', message),
  info: (message: string) => show('info', message),
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

export function useToasts(): Toast[] {
  return useStore(toastsStore);
}

/** A tiny toast bus: anyone may push, the shell's <Toaster/> renders (top-right). */
export type ToastKind = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

type Listener = (items: readonly ToastItem[]) => void;

const MAX_TOASTS = 20;
const DEFAULT_MS: Record<ToastKind, number> = { success: 3000, error: 5000, info: 4000 };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(items));

export function dismissToast(id: number): void {
  items = items.filter((t) => t.id !== id);
  emit();
}

function push(kind: ToastKind, message: string, durationMs = DEFAULT_MS[kind]): number {
  // The same message twice at once (e.g. two failed requests) shows once.
  const dup = items.find((t) => t.kind === kind && t.message === message);
  if (dup) return dup.id;
  const id = nextId++;
  items = [...items, { id, kind, message, durationMs }].slice(-MAX_TOASTS);
  emit();
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export const toast = {
  success: (message: string, ms?: number) => push('success', message, ms),
  error: (message: string, ms?: number) => push('error', message, ms),
  info: (message: string, ms?: number) => push('info', message, ms),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    listener(items);
    return () => listeners.delete(listener);
  },
  clear(): void {
    items = [];
    emit();
  },
};

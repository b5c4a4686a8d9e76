/**
 * A tiny toast bus: anyone may push, the shell's <Toaster/> renders (top-right).
 *
 * @chowk/ui may load side by side (a remote built against a newer ui brings its own copy), so
 * the bus lives on `globalThis` under a versioned key: every copy pushes to, and the one
 * Toaster reads from, the same bus. Change the key only with a change of its shape.
 */
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

interface Bus {
  items: ToastItem[];
  nextId: number;
  listeners: Set<Listener>;
}
const BUS_KEY = Symbol.for('chowk.toast-bus.v1');
const bus: Bus = ((globalThis as Record<symbol, Bus | undefined>)[BUS_KEY] ??= {
  items: [],
  nextId: 1,
  listeners: new Set<Listener>(),
});
const emit = () => bus.listeners.forEach((l) => l(bus.items));

export function dismissToast(id: number): void {
  bus.items = bus.items.filter((t) => t.id !== id);
  emit();
}

function push(kind: ToastKind, message: string, durationMs = DEFAULT_MS[kind]): number {
  // The same message twice at once (e.g. two failed requests) shows once.
  const dup = bus.items.find((t) => t.kind === kind && t.message === message);
  if (dup) return dup.id;
  const id = bus.nextId++;
  bus.items = [...bus.items, { id, kind, message, durationMs }].slice(-MAX_TOASTS);
  emit();
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export const toast = {
  success: (message: string, ms?: number) => push('success', message, ms),
  error: (message: string, ms?: number) => push('error', message, ms),
  info: (message: string, ms?: number) => push('info', message, ms),
  subscribe(listener: Listener): () => void {
    bus.listeners.add(listener);
    listener(bus.items);
    return () => bus.listeners.delete(listener);
  },
  clear(): void {
    bus.items = [];
    emit();
  },
};

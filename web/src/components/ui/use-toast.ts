// A tiny toast store (spec section 9): one toast at a time; a dismissed toast is closed at once
// and removed from memory after TOAST_REMOVE_DELAY.
import { useEffect, useState } from 'react';

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** One button in the toast (Undo); `altText` says what it does for a screen reader that announces the toast. */
  action?: { label: string; altText: string; onAction: () => void } | undefined;
  /**
   * Said as the page opens (a damaged link, unreadable saved answers), before the visitor has done
   * anything or is looking: it stays as long as a toast with a button.
   */
  onOpening?: boolean;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<(items: ToastItem[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: string) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        toasts = toasts.filter((t) => t.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY),
    );
  }
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastItem[] {
  const [items, setItems] = useState(toasts);
  useEffect(() => {
    listeners.add(setItems);
    return () => {
      listeners.delete(setItems);
    };
  }, []);
  return items;
}

import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast.ts';

// The Radix toast viewport is ~10 KB of compressed JavaScript that most page views never use. It
// is fetched the first time something calls toast(); the toast store itself is tiny and always here.
const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/** Mounts the Toaster while the store holds a toast (dismissed ones linger, so it stays for their exit). */
export function LazyToaster() {
  const toasts = useToasts();
  return toasts.length > 0 ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

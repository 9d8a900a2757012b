import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast.ts';

// The Radix toast viewport is ~10 KB of compressed JavaScript that most page views never use. It
// is fetched the first time something calls toast(); the toast store itself is tiny and always here.
const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/** Mounts the Toaster once the first toast is raised, and keeps it mounted afterwards. */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

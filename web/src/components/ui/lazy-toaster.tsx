import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from './use-toast.ts';

// The Radix toast viewport is ~10 KB of compressed JavaScript that most page views never use. It
// is fetched the first time something calls toast(); the toast store itself is tiny and always here.
const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Toaster while the store holds a toast (dismissed ones linger, so it stays for their exit),
 * or when F8 asks for the notification region before any toast has loaded it (spec section 9).
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [requestedByHotkey, setRequestedByHotkey] = useState(false);
  const mounted = toasts.length > 0 || requestedByHotkey;

  useEffect(() => {
    if (mounted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8' && !event.altKey && !event.ctrlKey && !event.metaKey) setRequestedByHotkey(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mounted]);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster focusViewportOnMount={requestedByHotkey && toasts.length === 0} />
    </Suspense>
  ) : null;
}

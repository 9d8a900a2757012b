import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { dismissToast, TOAST_DURATION, useToasts } from './use-toast.ts';

const variantClasses = {
  default: 'border-slate-200 bg-white text-ink',
  destructive: 'border-red-700 bg-red-700 text-white',
  success: 'border-emerald-700 bg-emerald-700 text-white',
} as const;

/**
 * The notification region: 5 s toasts (15 s with a button or said as the page opens), swipe toward
 * the page's end edge (50 px) to dismiss, F8 to focus.
 */
export function Toaster({ focusViewportOnMount = false }: { focusViewportOnMount?: boolean }) {
  const toasts = useToasts();
  const t = useT();
  // The viewport sits at the inline end: the right in English, the left on Arabic (right-to-left) pages.
  const swipeDirection = useLanguage() === 'ar' ? 'left' : 'right';
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // The F8 press that loaded this module did not reach Radix's own hotkey handler.
    if (focusViewportOnMount) viewport.current?.focus();
  }, [focusViewportOnMount]);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection={swipeDirection} swipeThreshold={50} label={t('toast.label')}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          // A toast with a button stays long enough to reach it; one said as the page opens, to read it.
          duration={toast.action || toast.onOpening ? 3 * TOAST_DURATION : undefined}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'transition-opacity data-[state=closed]:opacity-0',
            variantClasses[toast.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">{toast.description}</ToastPrimitive.Description>
            ) : null}
            {toast.action ? (
              <ToastPrimitive.Action
                altText={toast.action.altText}
                onClick={toast.action.onAction}
                className="mt-1 justify-self-start rounded-lg border border-current px-3 py-1 text-sm font-semibold"
              >
                {toast.action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.dismiss')}
            className="absolute end-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        // Radix fills in {hotkey} itself (F8).
        label={t('toast.region', { hotkey: '{hotkey}' })}
        className="fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}

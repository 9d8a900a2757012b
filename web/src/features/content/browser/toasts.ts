// Toasts on the static pages (ADR 0011), shown as the calculator's toaster shows them
// (components/ui/toaster.tsx): one at a time in the "Notifications (F8)" region at the bottom right,
// closed after 5 seconds (the clock stops while the pointer or focus is on it), by its close button,
// by Escape, or by a swipe of 50 px towards the edge it sits at (right, or left on a right-to-left
// page). F8 focuses the region. Its two labels come with the page (page-words.ts).
import { pageWord } from './page-words.ts';

export interface PageToast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

const TOAST_DURATION = 5_000;
const SWIPE_THRESHOLD = 50;

const variantClasses = {
  default: 'border-slate-200 bg-white text-ink',
  destructive: 'border-red-700 bg-red-700 text-white',
  success: 'border-emerald-700 bg-emerald-700 text-white',
} as const;

const svgNamespace = 'http://www.w3.org/2000/svg';

let list: HTMLOListElement | undefined;
let current: { element: HTMLLIElement; timer?: ReturnType<typeof setTimeout>; remaining: number; startedAt: number } | undefined;

/** The region and its list, made once. The list is a polite live region, so a new toast is read out. */
export function notificationList(): HTMLOListElement {
  if (list?.isConnected) return list;
  const region = document.createElement('div');
  region.setAttribute('role', 'region');
  labelWith(region, pageWord('notifications'));
  region.tabIndex = -1;
  const ol = document.createElement('ol');
  ol.tabIndex = -1;
  ol.setAttribute('aria-live', 'polite');
  ol.className = 'pointer-events-none fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm';
  ol.addEventListener('pointerenter', pause);
  ol.addEventListener('pointerleave', resume);
  ol.addEventListener('focusin', pause);
  ol.addEventListener('focusout', (event) => {
    if (!ol.contains(event.relatedTarget as Node | null)) resume();
  });
  ol.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });
  region.append(ol);
  document.body.append(region);
  list = ol;
  return ol;
}

/** F8 (without modifiers) moves focus to the notification region, as on the calculator. */
export function listenForNotificationHotkey(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    notificationList().focus();
  });
}

export function showToast({ title, description, variant = 'default' }: PageToast): void {
  const ol = notificationList();
  dismiss();
  const item = document.createElement('li');
  item.className = `pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg ${variantClasses[variant]}`;
  const text = document.createElement('div');
  text.className = 'grid gap-1';
  text.append(paragraph(title, 'text-sm font-semibold'));
  if (description) text.append(paragraph(description, 'text-sm opacity-95'));
  const close = document.createElement('button');
  close.type = 'button';
  labelWith(close, pageWord('dismiss'));
  close.className = 'absolute end-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100';
  close.append(closeIcon());
  close.addEventListener('click', dismiss);
  item.append(text, close);
  enableSwipe(item);
  ol.append(item);
  current = { element: item, remaining: TOAST_DURATION, startedAt: 0 };
  if (!ol.matches(':hover, :focus-within')) resume();
}

/** An empty aria-label would hide the name the element has otherwise; a page without its words gets none. */
function labelWith(element: HTMLElement, label: string): void {
  if (label) element.setAttribute('aria-label', label);
}

function paragraph(text: string, className: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = className;
  element.textContent = text;
  return element;
}

function closeIcon(): SVGSVGElement {
  const svg = document.createElementNS(svgNamespace, 'svg');
  for (const [name, value] of Object.entries({
    'aria-hidden': 'true',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    class: 'h-4 w-4',
  }))
    svg.setAttribute(name, value);
  for (const d of ['M18 6 6 18', 'm6 6 12 12']) {
    const path = document.createElementNS(svgNamespace, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

function dismiss(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.element.remove();
  current = undefined;
}

function pause(): void {
  if (!current?.timer) return;
  clearTimeout(current.timer);
  current.timer = undefined;
  current.remaining -= performance.now() - current.startedAt;
}

function resume(): void {
  if (!current || current.timer) return;
  current.startedAt = performance.now();
  current.timer = setTimeout(dismiss, Math.max(current.remaining, 0));
}

function enableSwipe(item: HTMLLIElement): void {
  let startX: number | undefined;
  // The region sits at the inline end: the right, or the left when the page reads right to left.
  let towardsEdge = 1;
  item.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button')) return;
    towardsEdge = item.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1;
    startX = event.clientX;
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener('pointermove', (event) => {
    if (startX === undefined) return;
    item.style.transform = `translateX(${towardsEdge * Math.max(0, towardsEdge * (event.clientX - startX))}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === undefined) return;
    const distance = towardsEdge * (event.clientX - startX);
    startX = undefined;
    if (event.type === 'pointerup' && distance >= SWIPE_THRESHOLD) dismiss();
    else item.style.transform = '';
  };
  item.addEventListener('pointerup', end);
  item.addEventListener('pointercancel', end);
}

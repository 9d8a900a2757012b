// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '#web/i18n/testing.tsx';
import { Toaster } from './toaster.tsx';
import { toast, TOAST_DURATION } from './use-toast.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Shows one toast and says whether its title is still shown after `ms`. */
function shownAfter(ms: number, input: Parameters<typeof toast>[0]): boolean {
  render(inLanguage(<Toaster />));
  act(() => void toast(input));
  act(() => vi.advanceTimersByTime(ms));
  return screen.queryByText(input.title) !== null;
}

describe('Toaster', () => {
  it('closes a plain toast after its 5 seconds', () => {
    expect(shownAfter(TOAST_DURATION + 500, { title: 'Saved' })).toBe(false);
  });

  it('keeps a toast said as the page opens three times as long, and then closes it', () => {
    const report = { title: 'This link could not be opened', variant: 'destructive', onOpening: true } as const;
    expect(shownAfter(TOAST_DURATION + 500, report)).toBe(true);
    act(() => vi.advanceTimersByTime(2 * TOAST_DURATION));
    expect(screen.queryByText(report.title)).toBeNull();
  });
});

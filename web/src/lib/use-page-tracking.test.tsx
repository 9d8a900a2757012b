// @vitest-environment jsdom
// Page tracking through a real router: page views per route change, the admin exclusion and the
// time-on-page beacons, with fetch and sendBeacon mocked and the page clock faked.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ON_PAGE_MAX_SECONDS, TIME_ON_PAGE_MIN_TRACKED_SECONDS } from '#contracts/analytics-limits.ts';
import { pageViewRequestSchema, timeOnPageRequestSchema } from '#contracts/analytics.ts';
import { usePageTracking } from './use-page-tracking.ts';

const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 202 })));
const sendBeaconMock = vi.fn((_url: string, _body?: string) => true);
const scrollToMock = vi.fn();

const paths = ['/', '/faq', '/faq?section=verdicts', '/blog', '/admin', '/admin/login'];

function TrackedApp() {
  usePageTracking();
  return (
    <nav>
      {paths.map((path) => (
        <Link key={path} to={path}>
          {`go ${path}`}
        </Link>
      ))}
    </nav>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<TrackedApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

function navigateTo(path: string) {
  fireEvent.click(screen.getByRole('link', { name: `go ${path}` }));
}

function stay(seconds: number) {
  act(() => vi.advanceTimersByTime(seconds * 1000));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The page views sent so far, each checked against the contract the server validates with. */
function pageViews() {
  return fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe('/api/analytics/track');
    const body: unknown = JSON.parse(String(init?.body));
    expect(pageViewRequestSchema.safeParse(body).success).toBe(true);
    return body;
  });
}

/** The beacons sent so far, each checked against the contract the server validates with. */
function beacons() {
  return sendBeaconMock.mock.calls.map(([url, body]) => {
    expect(url).toBe('/api/analytics/track');
    const parsed: unknown = JSON.parse(String(body));
    expect(timeOnPageRequestSchema.safeParse(parsed).success).toBe(true);
    return parsed;
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeaconMock, configurable: true });
  Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/', configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollToMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockClear();
  sendBeaconMock.mockClear();
  scrollToMock.mockClear();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'referrer');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('usePageTracking', () => {
  it('sends one page view per route change, with the previous page as referrer', () => {
    const origin = window.location.origin;
    renderAt('/');
    expect(pageViews()).toEqual([{ page: '/', referrer: 'https://www.google.com/' }]);
    expect(scrollToMock).not.toHaveBeenCalled();

    navigateTo('/faq');
    navigateTo('/blog');
    expect(pageViews()).toEqual([
      { page: '/', referrer: 'https://www.google.com/' },
      { page: '/faq', referrer: `${origin}/` },
      { page: '/blog', referrer: `${origin}/faq` },
    ]);
    expect(scrollToMock).toHaveBeenCalledTimes(2);
  });

  it('sends no page view when only the query changes', () => {
    renderAt('/faq');
    navigateTo('/faq?section=verdicts');
    expect(pageViews()).toHaveLength(1);
  });

  it('sends no referrer on the first view when the visitor arrived directly', () => {
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    renderAt('/faq');
    expect(pageViews()).toEqual([{ page: '/faq', referrer: null }]);
  });

  it('tracks nothing on /admin pages and does not name them as the next referrer', () => {
    renderAt('/admin');
    navigateTo('/admin/login');
    stay(60);
    setVisibility('hidden');
    expect(pageViews()).toEqual([]);
    expect(beacons()).toEqual([]);

    setVisibility('visible');
    navigateTo('/faq');
    const [view] = pageViews();
    expect(view).toMatchObject({ page: '/faq' });
    expect(JSON.stringify(view)).not.toContain('admin');
  });

  it('sends the time on a page when leaving it only above the threshold', () => {
    renderAt('/');
    stay(TIME_ON_PAGE_MIN_TRACKED_SECONDS);
    navigateTo('/faq');
    expect(beacons()).toEqual([]);

    // 3.4 s would be sent as 3, which the server does not count, so nothing is sent.
    stay(TIME_ON_PAGE_MIN_TRACKED_SECONDS + 0.4);
    navigateTo('/blog');
    expect(beacons()).toEqual([]);

    stay(TIME_ON_PAGE_MIN_TRACKED_SECONDS + 9);
    navigateTo('/faq');
    expect(beacons()).toEqual([{ page: '/blog', timeOnPage: TIME_ON_PAGE_MIN_TRACKED_SECONDS + 9 }]);
  });

  it('sends the time on page when the tab is hidden, then counts from there', () => {
    renderAt('/faq');
    stay(20);
    setVisibility('visible');
    expect(beacons()).toEqual([]);

    setVisibility('hidden');
    expect(beacons()).toEqual([{ page: '/faq', timeOnPage: 20 }]);

    setVisibility('visible');
    stay(7);
    navigateTo('/blog');
    expect(beacons()).toEqual([
      { page: '/faq', timeOnPage: 20 },
      { page: '/faq', timeOnPage: 7 },
    ]);
  });

  it('reports a tab left open past the ceiling of the contract as that ceiling', () => {
    renderAt('/faq');
    stay(TIME_ON_PAGE_MAX_SECONDS * 2);
    navigateTo('/blog');
    expect(beacons()).toEqual([{ page: '/faq', timeOnPage: TIME_ON_PAGE_MAX_SECONDS }]);
  });

  it('falls back to fetch when sendBeacon refuses the beacon', () => {
    sendBeaconMock.mockReturnValueOnce(false);
    renderAt('/faq');
    stay(12);
    navigateTo('/blog');
    const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(sent).toContainEqual({ page: '/faq', timeOnPage: 12 });
  });
});

// @vitest-environment jsdom
// Page tracking on a page served without the framework: one page view when the page script starts,
// a time-on-page beacon for each visible stretch longer than the minimum (ended by hiding or leaving
// the page), none for the operator area, and a new view when the page comes back from the page cache.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ON_PAGE_MIN_TRACKED_SECONDS } from '#contracts/analytics-limits.ts';
import { pageViewRequestSchema, timeOnPageRequestSchema } from '#contracts/analytics.ts';
import { trackDocumentPageViews } from './document-page-views.ts';

const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 202 })));
const sendBeaconMock = vi.fn((_url: string, _body?: string) => true);
let now = 0;
let visibility: DocumentVisibilityState = 'visible';
let stopTracking = () => {};

const pageViews = () => fetchMock.mock.calls.map(([, init]) => pageViewRequestSchema.parse(JSON.parse(String(init?.body))));
const beacons = () => sendBeaconMock.mock.calls.map(([, body]) => timeOnPageRequestSchema.parse(JSON.parse(String(body))));

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function pageEvent(type: 'pagehide' | 'pageshow', persisted: boolean): void {
  window.dispatchEvent(Object.assign(new Event(type), { persisted }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: sendBeaconMock });
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  now = 0;
  visibility = 'visible';
  window.history.replaceState(null, '', '/blog/gcc-banking-guide-2025');
});

afterEach(() => {
  stopTracking();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  sendBeaconMock.mockClear();
});

describe('a page served without the framework', () => {
  it('records one view of its path with the referrer, and the visible time when the visitor leaves', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    stopTracking = trackDocumentPageViews();
    expect(pageViews()).toEqual([{ page: '/blog/gcc-banking-guide-2025', referrer: 'https://www.google.com/' }]);
    now = 12_400;
    setVisibility('hidden');
    pageEvent('pagehide', false);
    expect(beacons()).toEqual([{ page: '/blog/gcc-banking-guide-2025', timeOnPage: 12 }]);
  });

  it('times each visible stretch on its own, and sends nothing for a stay under the minimum', () => {
    stopTracking = trackDocumentPageViews();
    now = 5_000;
    setVisibility('hidden');
    now = 600_000;
    setVisibility('visible');
    now = 600_000 + TIME_ON_PAGE_MIN_TRACKED_SECONDS * 1000 - 500;
    pageEvent('pagehide', false);
    expect(beacons()).toEqual([{ page: '/blog/gcc-banking-guide-2025', timeOnPage: 5 }]);
  });

  it('counts a return from the page cache as a new view, timed from then', () => {
    stopTracking = trackDocumentPageViews();
    now = 1_000;
    pageEvent('pagehide', true);
    now = 50_000;
    pageEvent('pageshow', true);
    now = 60_000;
    pageEvent('pagehide', true);
    expect(pageViews().map((view) => view.page)).toEqual(['/blog/gcc-banking-guide-2025', '/blog/gcc-banking-guide-2025']);
    expect(beacons()).toEqual([{ page: '/blog/gcc-banking-guide-2025', timeOnPage: 10 }]);
  });

  it('records nothing in the operator area', () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    stopTracking = trackDocumentPageViews();
    now = 60_000;
    pageEvent('pagehide', false);
    expect(pageViews()).toEqual([]);
    expect(beacons()).toEqual([]);
  });
});

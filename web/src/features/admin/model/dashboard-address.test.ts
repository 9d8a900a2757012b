import { describe, expect, it } from 'vitest';
import { readDashboardView, writeDashboardView } from './dashboard-address.ts';

describe('the dashboard view in the address', () => {
  it('opens on Analytics for the last 24 hours when the address says nothing, or nothing known', () => {
    expect(readDashboardView(new URLSearchParams(''))).toEqual({ tab: 'analytics', period: 24 });
    expect(readDashboardView(new URLSearchParams('tab=settings&period=5'))).toEqual({ tab: 'analytics', period: 24 });
    expect(readDashboardView(new URLSearchParams('period=abc'))).toEqual({ tab: 'analytics', period: 24 });
  });

  it('reads a tab and a period it knows', () => {
    expect(readDashboardView(new URLSearchParams('tab=results&period=168'))).toEqual({ tab: 'results', period: 168 });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeDashboardView(new URLSearchParams('x=1&tab=seo'), { tab: 'analytics', period: 24 }).toString()).toBe('x=1');
    expect(writeDashboardView(new URLSearchParams(''), { tab: 'feedback', period: 2160 }).toString()).toBe('tab=feedback&period=2160');
    // One address per view, whatever order the parameters came in.
    expect(writeDashboardView(new URLSearchParams('period=1&tab=seo'), { tab: 'results', period: 1 }).toString()).toBe(
      'tab=results&period=1',
    );
  });
});

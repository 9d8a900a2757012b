import type { AnalyticsWriteRepository } from '../repositories/analytics-write-repository.ts';
import type { VisitorSaltRepository } from '../repositories/visitor-salt-repository.ts';
import type { TimeOnPageOutcome } from '../repositories/time-on-page-ingest.ts';
import { TIME_ON_PAGE_MIN_TRACKED_SECONDS } from '../../../contracts/analytics-limits.ts';
import { type Clock, startOfDay } from '../system/clock.ts';
import type { Geolocator } from './geolocation.ts';
import { classifyReferrer } from './referrer-sources.ts';
import { isUncountedClient, summarizeUserAgent } from './user-agent-summary.ts';
import { computeVisitorHash } from './visitor-hash.ts';

/** What the request itself says about the visitor; used to derive the stored fields, then dropped. */
export interface VisitorConnection {
  clientAddress: string;
  userAgent: string | undefined;
  /** Hosts of this site, so a referrer from the site itself counts as Internal. */
  ownHosts: ReadonlySet<string>;
}

export type PageViewOutcome = 'recorded' | 'ignored-bot';

/**
 * Decision 12 in one place: turns a tracking call into what may be stored. Country and city come
 * from the offline database, the visitor id from the day's salted hash, the device from the user
 * agent; the address and user agent string go no further than this class.
 */
export class VisitRecorder {
  constructor(
    private readonly salts: VisitorSaltRepository,
    private readonly writes: AnalyticsWriteRepository,
    private readonly geolocator: Geolocator,
    private readonly clock: Clock,
  ) {}

  async recordPageView(page: string, referrer: string | null, connection: VisitorConnection): Promise<PageViewOutcome> {
    const { userAgent } = connection;
    if (userAgent === undefined || isUncountedClient(userAgent)) return 'ignored-bot';
    const at = this.clock.now();
    const salt = await this.salts.saltFor(startOfDay(at));
    const location = this.geolocator.locate(connection.clientAddress);
    const device = summarizeUserAgent(userAgent);
    await this.writes.recordPageView({
      at,
      visitorHash: computeVisitorHash(salt, connection.clientAddress, userAgent),
      path: page,
      referrerSource: classifyReferrer(referrer, connection.ownHosts),
      countryCode: location.countryCode,
      city: location.city,
      deviceClass: device.deviceClass,
      browser: device.browser,
      os: device.os,
    });
    return 'recorded';
  }

  async recordTimeOnPage(page: string, seconds: number, connection: VisitorConnection): Promise<TimeOnPageOutcome | 'ignored'> {
    const { userAgent } = connection;
    if (userAgent === undefined || isUncountedClient(userAgent) || seconds <= TIME_ON_PAGE_MIN_TRACKED_SECONDS) return 'ignored';
    const at = this.clock.now();
    const salt = await this.salts.saltFor(startOfDay(at));
    return this.writes.recordTimeOnPage({
      at,
      visitorHash: computeVisitorHash(salt, connection.clientAddress, userAgent),
      path: page,
      seconds,
    });
  }
}

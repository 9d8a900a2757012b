import type { Generated } from 'kysely';

// The tables as the repositories see them. Times are milliseconds since the epoch (BIGINT on
// PostgreSQL, INTEGER on SQLite) so the same arithmetic works on both; day and hour buckets are the
// epoch milliseconds of the bucket's start (UTC).

/** One row per accepted page view. Neither the IP address nor the user agent string is stored. */
export interface PageViewsTable {
  id: Generated<number>;
  created_at: number;
  visitor_id: number;
  path: string;
  referrer_source: string;
  country_code: string | null;
  city: string | null;
  device_class: string;
  browser: string | null;
  os: string | null;
  time_on_page: number | null;
}

/**
 * One row per visitor per salt-day: the visitor hash changes when the salt rotates, so the same
 * person on two days is two rows (and two unique visitors), as in other privacy-first tools.
 * The prev_* columns are written by the ingest upsert so RETURNING can report the row as it was
 * before this batch touched it (neither database returns old values from an upsert otherwise).
 */
interface VisitorDaysTable {
  id: Generated<number>;
  day: number;
  visitor_hash: string;
  first_at: number;
  last_at: number;
  views: number;
  session_started_at: number;
  session_views: number;
  prev_last_at: number | null;
  prev_session_started_at: number | null;
  prev_session_views: number | null;
}

/** One row per (visitor-day, page): gives exact unique visitors per page. */
export interface VisitorDayPathsTable {
  visitor_id: number;
  path: string;
  day: number;
  last_at: number;
  views: number;
  /** last_at before the latest ingest batch touched the row (see VisitorDaysTable's prev_* columns). */
  prev_last_at: number | null;
}

/** A visit: page views of one visitor-day with no gap over 30 minutes. */
export interface VisitSessionsTable {
  visitor_id: number;
  started_at: number;
  views: number;
  country_code: string | null;
  referrer_source: string;
}

export type RollupGrain = 'hour' | 'day';
export type AnalyticsDimension = 'all' | 'page' | 'country' | 'source' | 'page-last-seen';

/**
 * GoatCounter-style counters per hour and per day. Sessions and bounces are counted in the bucket
 * where the session started; time on page in the bucket of the page view it belongs to. The
 * 'page-last-seen' dimension (hourly only) counts (visitor-day, page) pairs in the hour of their
 * latest view, in `visitors`.
 */
export interface AnalyticsRollupsTable {
  dimension: AnalyticsDimension;
  grain: RollupGrain;
  bucket: number;
  key: string;
  page_views: number;
  sessions: number;
  bounces: number;
  visitors: number;
  time_on_page_total: number;
  time_on_page_count: number;
}

interface VisitorSaltsTable {
  day: number;
  salt: string;
}

interface CalculatorResultsTable {
  id: Generated<number>;
  created_at: number;
  verdict: string;
  country: string;
  city: string | null;
}

export interface ResultRollupsTable {
  grain: RollupGrain;
  bucket: number;
  verdict: string;
  country: string;
  /** '' when the calculation was for a country average. */
  city: string;
  calculations: number;
}

interface FeedbackTable {
  id: Generated<number>;
  created_at: number;
  rating: number;
  comment: string | null;
  location: string;
}

interface AdminCredentialsTable {
  id: number;
  password_hash: string;
  updated_at: number;
}

interface AdminSessionsTable {
  token_hash: string;
  created_at: number;
  expires_at: number;
}

interface LoginFailuresTable {
  id: Generated<number>;
  client_key: string;
  failed_at: number;
}

/** Server-wide secrets that every process must share (the login-throttle key). */
interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  page_views: PageViewsTable;
  visitor_days: VisitorDaysTable;
  visitor_day_paths: VisitorDayPathsTable;
  visit_sessions: VisitSessionsTable;
  analytics_rollups: AnalyticsRollupsTable;
  visitor_salts: VisitorSaltsTable;
  calculator_results: CalculatorResultsTable;
  result_rollups: ResultRollupsTable;
  feedback: FeedbackTable;
  admin_credentials: AdminCredentialsTable;
  admin_sessions: AdminSessionsTable;
  login_failures: LoginFailuresTable;
  server_secrets: ServerSecretsTable;
}

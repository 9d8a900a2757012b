import { createHmac } from 'node:crypto';

/**
 * The anonymous visitor id of decision 12: HMAC-SHA256 keyed with the day's secret salt over the
 * address and user agent, truncated to 128 bits. Once the salt is deleted at the next rotation
 * nobody, the operator included, can link the hash back to an address.
 */
export function computeVisitorHash(salt: string, ip: string, userAgent: string): string {
  return createHmac('sha256', salt).update(ip).update('\n').update(userAgent).digest().subarray(0, 16).toString('base64url');
}

import { createHash, randomBytes } from 'node:crypto';

// Session ids are 256 random bits. Only their SHA-256 is stored, so a copy of the database does not
// hand out live sessions; a plain hash is enough because the token itself is unguessable.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function isWellFormedSessionToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** The token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const token = match?.[1];
  return token && isWellFormedSessionToken(token) ? token : null;
}

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt as decision 14 asks. The parameters travel inside the stored string so they can be raised
// later without breaking hashes already stored.

const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function deriveKey(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes, exactly Node's default maxmem at these settings: give it headroom.
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** 'scrypt$N$r$p$salt$hash' with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, COST, BLOCK_SIZE, PARALLELISM, KEY_LENGTH);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison of the derived keys; false for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] as string, 'base64url');
  const expected = Buffer.from(parts[5] as string, 'base64url');
  if (![cost, blockSize, parallelism].every((value) => Number.isInteger(value) && value > 0) || expected.length === 0) return false;
  // A stored hash asking for far more work than we ever write is not ours.
  if (cost > COST * 4 || blockSize > 32 || parallelism > 16 || expected.length > 64) return false;
  const actual = await deriveKey(password, salt, cost, blockSize, parallelism, expected.length);
  return timingSafeEqual(actual, expected);
}

/** 24 random bytes as base64url: 32 characters, 192 bits. */
export function generatePassword(): string {
  return randomBytes(24).toString('base64url');
}

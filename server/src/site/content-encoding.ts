// Which precompressed or on-the-fly encoding to answer with, from Accept-Encoding.

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Prefers brotli, then gzip; honours q=0 refusals. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const wildcard = accepted.get('*');
  const qualityOf = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  if (qualityOf('br') > 0) return 'br';
  if (qualityOf('gzip') > 0) return 'gzip';
  return 'identity';
}

const textLike = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export function isCompressibleType(contentType: string | null): boolean {
  return contentType !== null && textLike.test(contentType);
}

import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describeEachDatabase('feedback', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database().storage);
  });
  afterAll(() => t.close());

  const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('stores valid feedback and answers 201 with the new id', async () => {
    const first = await post({ rating: 5, comment: '  Very useful for my Dubai offer  ', location: 'Dubai Marina, Dubai, UAE' });
    expect(first.statusCode).toBe(201);
    const { id } = first.json() as { id: number };
    expect(Number.isInteger(id) && id > 0).toBe(true);
    const second = await post({ rating: 3, location: 'Riyadh, KSA', comment: '' });
    expect(second.statusCode).toBe(201);
    expect((second.json() as { id: number }).id).toBeGreaterThan(id);

    const row = await database().storage.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.comment).toBe('Very useful for my Dubai offer');
    expect(row.location).toBe('Dubai Marina, Dubai, UAE');
    expect(Number(row.rating)).toBe(5);
    const empty = await database()
      .storage.db.selectFrom('feedback')
      .select('comment')
      .where('id', '=', (second.json() as { id: number }).id)
      .executeTakeFirstOrThrow();
    expect(empty.comment).toBeNull();
  });

  it('ignores unknown fields', async () => {
    const response = await post({ rating: 4, location: 'Doha, Qatar', admin: true, id: 999999, timestamp: 0 });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { id: number }).id).not.toBe(999999);
  });

  it.each([
    ['missing rating', { location: 'Dubai' }, 'rating'],
    ['rating 0', { rating: 0, location: 'Dubai' }, 'rating'],
    ['rating 6', { rating: 6, location: 'Dubai' }, 'rating'],
    ['fractional rating', { rating: 4.5, location: 'Dubai' }, 'rating'],
    ['rating as text', { rating: '5', location: 'Dubai' }, 'rating'],
    ['missing location', { rating: 5 }, 'location'],
    ['blank location', { rating: 5, location: '   ' }, 'location'],
    ['comment not text', { rating: 5, location: 'Dubai', comment: 42 }, 'comment'],
    ['comment of 2,001 characters', { rating: 5, location: 'Dubai', comment: 'x'.repeat(2001) }, 'comment'],
    ['location of 301 characters', { rating: 5, location: 'y'.repeat(301) }, 'location'],
  ])('answers 400 for %s', async (_name, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe('Invalid request');
    expect(body.details.map((issue) => issue.path)).toContain(field);
  });

  it('counts comment length in characters, not UTF-16 units: 2,000 emoji fit', async () => {
    const response = await post({ rating: 5, location: 'Manama, Bahrain', comment: '😀'.repeat(2000) });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 for bodies that are not an object', async () => {
    for (const payload of ['[]', 'null', '42', '"text"', 'true']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect((response.json() as { error: string }).error).toBeTypeOf('string');
    }
  });

  it('lists the latest 20 feedback entries, newest first, and computes stats', async () => {
    for (let index = 0; index < 22; index += 1) {
      t.clock.advance(1000);
      const response = await post({ rating: (index % 5) + 1, comment: `entry ${index}`, location: 'Muscat, Oman' });
      expect(response.statusCode).toBe(201);
    }
    const token = await t.login();
    const list = await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback' });
    expect(list.statusCode).toBe(200);
    const entries = list.json() as { id: number; rating: number; comment: string | null; location: string; timestamp: string }[];
    expect(entries).toHaveLength(20);
    expect(entries[0]?.comment).toBe('entry 21');
    expect(entries[19]?.comment).toBe('entry 2');
    expect(entries[0]?.timestamp).toBe(new Date(t.clock.now()).toISOString());
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => b - a));

    const limited = await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback?limit=3' });
    expect((limited.json() as unknown[]).length).toBe(3);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback?limit=0' })).statusCode).toBe(400);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback?limit=101' })).statusCode).toBe(400);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback?limit=abc' })).statusCode).toBe(400);

    const stats = await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback/stats' });
    const all = await database().storage.db.selectFrom('feedback').select('rating').execute();
    const expectedAverage = Math.round((all.reduce((sum, row) => sum + Number(row.rating), 0) / all.length) * 10) / 10;
    expect(stats.json()).toEqual({ totalCount: all.length, avgRating: expectedAverage });
    expect(all.length).toBe(4 + 22);
  });

  it('closes the admin feedback calls without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/feedback' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/feedback/stats' })).statusCode).toBe(401);
  });
});

describeEachDatabase('feedback stats with no feedback', (database) => {
  it('reports zero count and a zero average', async () => {
    const t = await createTestApp(database().storage);
    try {
      const token = await t.login();
      expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback/stats' })).json()).toEqual({ totalCount: 0, avgRating: 0 });
      expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback' })).json()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describeEachDatabase('deleting feedback', (database) => {
  it('deletes one entry for the operator, and the list and the counts follow', async () => {
    const t = await createTestApp(database().storage);
    try {
      const ids: number[] = [];
      for (const rating of [5, 1, 4]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ rating, comment: `rated ${rating}`, location: 'Doha' }),
        });
        ids.push((response.json() as { id: number }).id);
      }
      const [keptFirst, removed, keptLast] = ids as [number, number, number];
      // Without a session nothing is deleted.
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/feedback/${removed}` })).statusCode).toBe(401);

      const token = await t.login();
      expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback/stats' })).json()).toEqual({
        totalCount: 3,
        avgRating: 3.3,
      });
      const deleted = await t.asAdmin(token, { method: 'DELETE', url: `/api/admin/feedback/${removed}` });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: true, id: removed });

      expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback/stats' })).json()).toEqual({
        totalCount: 2,
        avgRating: 4.5,
      });
      const list = (await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback' })).json() as { id: number }[];
      expect(list.map((entry) => entry.id)).toEqual([keptLast, keptFirst]);

      // Gone is gone: a second delete, an id that never existed, and ids that are not ids.
      const again = await t.asAdmin(token, { method: 'DELETE', url: `/api/admin/feedback/${removed}` });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'Feedback not found' });
      for (const bad of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
        const response = await t.asAdmin(token, { method: 'DELETE', url: `/api/admin/feedback/${bad}` });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toMatchObject({ error: 'Invalid request' });
      }
    } finally {
      await t.close();
    }
  });
});

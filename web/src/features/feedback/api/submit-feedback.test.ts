import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackRequestSchema } from '#contracts/feedback.ts';
import { ApiError, UnexpectedAnswerError } from '#web/lib/api-client.ts';
import { submitFeedback } from './submit-feedback.ts';

const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json({ id: 7 }, { status: 201 })));

function sentBody(): unknown {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/feedback');
  expect(init?.method).toBe('POST');
  return JSON.parse(String(init?.body));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('submitFeedback', () => {
  it.each([
    ['no comment', undefined],
    ['an empty comment', ''],
    ['a blank comment', '  \n '],
  ])('omits %s', async (_name, comment) => {
    await submitFeedback({ rating: 4, comment, location: 'Dubai, UAE' });
    expect(sentBody()).toEqual({ rating: 4, location: 'Dubai, UAE' });
  });

  it('sends a trimmed comment the contract accepts and returns the created id', async () => {
    await expect(submitFeedback({ rating: 5, comment: '  Useful  ', location: 'Doha, Qatar' })).resolves.toEqual({ id: 7 });
    const body = sentBody();
    expect(body).toEqual({ rating: 5, comment: 'Useful', location: 'Doha, Qatar' });
    expect(feedbackRequestSchema.safeParse(body).success).toBe(true);
  });

  it('surfaces an error answer as ApiError with its status', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Too many requests', retryAfterSeconds: 30 }, { status: 429 }));
    const failure = submitFeedback({ rating: 3, location: 'Riyadh, Saudi Arabia' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429 });
  });

  it('rejects a 201 answer that is not the contract shape', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    await expect(submitFeedback({ rating: 3, location: 'Riyadh, Saudi Arabia' })).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('reports feedback the service worker queued when the network fails under it, and the failure itself without one', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(submitFeedback({ rating: 4, location: 'Muscat, Oman' })).rejects.toBeInstanceOf(TypeError);

    vi.stubGlobal('navigator', { serviceWorker: { controller: {} } });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(submitFeedback({ rating: 4, location: 'Muscat, Oman' })).resolves.toEqual({ queued: true });
    // A server's refusal is not a network failure: still an error, never "saved".
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Too many requests', retryAfterSeconds: 30 }, { status: 429 }));
    await expect(submitFeedback({ rating: 4, location: 'Muscat, Oman' })).rejects.toBeInstanceOf(ApiError);
  });
});

// Share uses the Web Share API where the browser has it (phones mostly); otherwise,
// or when sharing fails for a reason other than the visitor cancelling, it copies the link.

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export async function shareLink({ title, url }: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.({ title, url }) ?? true)) {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // NotAllowedError and friends: fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

import { toast } from '#web/components/ui/use-toast.ts';
import { toggleSavedArticle, useIsArticleSaved } from '../hooks/use-saved-articles.ts';
import { shareLink } from '../lib/share-link.ts';
import { Icon } from './icons.tsx';

// Plain buttons rather than ui/button: its Radix Slot costs more JavaScript than this page's own code.
const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-100';

/** Share and Save (decision 21): both stay in the browser; nothing is sent to our server. */
export function ArticleActions({ id, title }: { id: string; title: string }) {
  const saved = useIsArticleSaved(id);

  async function onShare() {
    const url = `${window.location.origin}/blog/${id}`;
    const outcome = await shareLink({ title, url });
    if (outcome === 'copied') toast({ title: 'Link copied', description: 'Paste it anywhere to share this article.', variant: 'success' });
    if (outcome === 'failed') toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
  }

  function onSave() {
    try {
      const nowSaved = toggleSavedArticle(id);
      toast({
        title: nowSaved ? 'Saved' : 'Removed from Saved',
        description: nowSaved
          ? 'Kept in this browser only. Find it under Saved on the blog page.'
          : 'The article is no longer in your Saved list.',
      });
    } catch {
      toast({ title: 'Could not save', description: 'This browser is not allowing local storage.', variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass} onClick={() => void onShare()}>
        <Icon name="share" />
        Share
      </button>
      <button type="button" className={buttonClass} aria-pressed={saved} onClick={onSave}>
        <Icon name="bookmark" filled={saved} className={saved ? 'text-brand-700' : undefined} />
        {saved ? 'Saved' : 'Save'}
      </button>
    </div>
  );
}

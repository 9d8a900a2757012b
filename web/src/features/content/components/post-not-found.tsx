import { pageMeta } from '#web/components/seo/page-meta.ts';
import { translator } from '#web/i18n/i18n.ts';
import { type Language, pathIn } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { NotFoundMessage } from './not-found-message.tsx';

// An unknown article id, at /blog/<id> in English and /ar/blog/<id> in Arabic (articles are English
// only; the Arabic address answers an unknown id itself rather than sending it to the English 404).

export function postNotFoundMeta(language: Language, id: string) {
  const t = translator(language);
  return pageMeta({
    title: t('meta.post.notFoundTitle'),
    description: t('meta.post.notFoundDescription'),
    path: pathIn(language, `/blog/${id}`),
    language,
    noindex: true,
  });
}

/** The route's ErrorBoundary: 'Post Not Found' (spec 001 section 8), in the page's language, back to its blog. */
export function PostNotFound() {
  const t = useT();
  const language = useLanguage();
  return (
    <NotFoundMessage
      title={t('meta.post.notFoundHeading')}
      message={t('meta.post.notFoundText')}
      back={{ to: pathIn(language, '/blog'), label: t('meta.post.backToBlog') }}
    />
  );
}

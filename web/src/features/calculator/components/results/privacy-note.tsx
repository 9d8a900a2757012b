import { ShieldCheck } from 'lucide-react';
import { privacyDisclosure } from '#core';
import { SiteLink } from '#web/components/layout/site-link.tsx';
import { useWords } from './results-words.ts';

/** The results screen's one line on what leaves the browser, in the words every page uses. */
export function PrivacyNote() {
  const { t } = useWords();
  return (
    <p className="flex gap-2 text-sm text-slate-700" data-testid="privacy-note">
      <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      <span>
        {t(privacyDisclosure.short)}{' '}
        <SiteLink to="/privacy" className="font-medium text-brand-800 underline underline-offset-2">
          {t('results.privacy.link')}
        </SiteLink>
      </span>
    </p>
  );
}

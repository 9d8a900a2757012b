// @vitest-environment jsdom
// The feedback form speaks the page's language: its labels, the stars' names and its toasts.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '#web/components/ui/use-toast.ts';
import { inLanguage } from '#web/i18n/testing.tsx';
import type { Language } from '#web/i18n/languages.ts';
import { FeedbackFormWithQueryClient } from './feedback-form-with-query-client.tsx';

// web/src/lib/site.ts (the brand in the thank-you toast) reads the build-time SITE_URL before anything runs.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_URL__ = 'https://salary.example/';
});

function LatestToast() {
  const [latest] = useToasts();
  return <p data-testid="toast">{latest?.title}</p>;
}

function renderForm(language: Language) {
  return render(
    inLanguage(
      <>
        <FeedbackFormWithQueryClient location="Dubai Marina, Dubai, UAE" />
        <LatestToast />
      </>,
      language,
    ),
  );
}

afterEach(cleanup);

describe('FeedbackForm', () => {
  it('reads as before in English', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm('en');
    expect(screen.getByRole('heading', { name: 'How useful was this?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star: Needs improvement' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars: Great' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Please select a rating');
  });

  it('speaks Arabic on an Arabic page, counting the stars as Arabic counts them', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderForm('ar');
    expect(screen.getByRole('heading', { name: 'ما مدى فائدة هذه النتائج؟' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'نجمة واحدة: تحتاج إلى تحسين' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'نجمتان: مقبولة' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 نجوم: ممتازة' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'تعليق (اختياري)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'أرسل ملاحظاتك' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('يُرجى اختيار تقييم');
    await user.click(screen.getByRole('radio', { name: '3 نجوم: جيدة' }));
    expect(container).toHaveTextContent('جيدة');
  });
});

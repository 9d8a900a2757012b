import { cn } from '#web/lib/cn.ts';

interface RichTextProps {
  /** HTML that already passed the allow-list in a loader (rich-text.server.ts). Never raw content. */
  html: string;
  as?: 'p' | 'span' | 'div';
  className?: string;
}

/** Renders sanitised inline HTML (bold, highlights, internal links). */
export function RichText({ html, as: Tag = 'p', className }: RichTextProps) {
  return <Tag className={cn('rich-text', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

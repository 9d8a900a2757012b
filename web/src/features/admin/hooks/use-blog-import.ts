import { useState } from 'react';
import { toast } from '#web/components/ui/use-toast.ts';
import { checkBlogImport, MAX_IMPORT_BYTES, type InvalidPost } from '../model/blog-posts-file.ts';

export interface ImportReport {
  fileName: string;
  validCount: number;
  invalid: InvalidPost[];
}

/**
 * What the toast says after a file is checked. Nothing is imported (the site's articles are files in
 * content/, published by a build), so it says what the file holds and that nothing changed.
 */
export function importCheckedMessage(validCount: number, invalidCount: number): { title: string; description: string } {
  const posts = (n: number, word: string) => `${n} ${word} ${n === 1 ? 'post' : 'posts'}`;
  const invalid = invalidCount > 0 ? ` and ${posts(invalidCount, 'invalid')}` : '';
  return {
    title: 'Blog File Checked',
    description: `${posts(validCount, 'valid')}${invalid} in the file; nothing was changed on the site.`,
  };
}

/**
 * Reads a chosen .json file and checks it (spec 001 section 5, decision 17). Everything stays in
 * the browser: the report says what would be imported; nothing is sent anywhere.
 */
export function useBlogImport() {
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  const importFile = async (file: File) => {
    setImporting(true);
    setReport(null);
    try {
      if (file.size > MAX_IMPORT_BYTES) {
        toast({
          title: 'Import Failed',
          description: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
          variant: 'destructive',
        });
        return;
      }
      const outcome = checkBlogImport(await file.text());
      if (!outcome.ok) {
        toast({ title: 'Import Failed', description: outcome.message, variant: 'destructive' });
        return;
      }
      setReport({ fileName: file.name, validCount: outcome.validCount, invalid: outcome.invalid });
      toast({
        ...importCheckedMessage(outcome.validCount, outcome.invalid.length),
        variant: outcome.invalid.length === 0 ? 'success' : 'default',
      });
    } catch (error) {
      toast({
        title: 'Import Failed',
        description: error instanceof Error ? error.message : 'The file could not be read',
        variant: 'destructive',
      });
    } finally {
      setImporting(false);
    }
  };

  return { importing, report, importFile };
}

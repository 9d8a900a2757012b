import { describe, expect, it } from 'vitest';
import { importCheckedMessage } from './use-blog-import.ts';

describe('importCheckedMessage', () => {
  it('says what the file holds and that nothing was imported', () => {
    expect(importCheckedMessage(45, 0)).toEqual({
      title: 'Blog File Checked',
      description: '45 valid posts in the file; nothing was changed on the site.',
    });
    expect(importCheckedMessage(1, 1)).toEqual({
      title: 'Blog File Checked',
      description: '1 valid post and 1 invalid post in the file; nothing was changed on the site.',
    });
    expect(importCheckedMessage(0, 3).description).toBe('0 valid posts and 3 invalid posts in the file; nothing was changed on the site.');
  });

  it('never claims an import', () => {
    for (const message of [importCheckedMessage(2, 0), importCheckedMessage(0, 2)])
      expect(`${message.title} ${message.description}`).not.toMatch(/imported|ready to import/i);
  });
});

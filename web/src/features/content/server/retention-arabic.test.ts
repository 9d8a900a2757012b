// The privacy page's retention sentence in Arabic (contracts/retention.ts, issue 13), for the Arabic
// privacy page: the same numbers as the English sentence, days counted as Arabic counts them, and
// no quotes (the server finds the sentence in the built HTML, which would escape them).
import { describe, expect, it } from 'vitest';
import { retentionStatement, retentionStatementArabic } from '#contracts/retention.ts';

describe('retentionStatementArabic', () => {
  it('counts the days as Arabic does and says what the English sentence says', () => {
    expect(retentionStatementArabic(90)).toContain('بعد 90 يومًا:');
    expect(retentionStatementArabic(100)).toContain('بعد 100 يوم:');
    expect(retentionStatementArabic(365)).toContain('أكثر من 365 يومًا.');
    expect(retentionStatementArabic(90)).not.toMatch(/["'«»]/);
    expect(retentionStatementArabic(120).match(/\d+/g)).toEqual(retentionStatement(120).match(/\d+/g));
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex, decisionsDir, indexPath, recordFiles, recordOf } from './decisions-index.mjs';

describe('docs/decisions', () => {
  it('has an index that is what `npm run docs:index` writes from the records', () => {
    expect(readFileSync(indexPath, 'utf8')).toBe(buildIndex());
  });

  it('gives every number to one record, with the four sections', () => {
    const files = recordFiles();
    const numbers = files.map((file) => file.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const file of files) {
      const text = readFileSync(join(decisionsDir, file), 'utf8');
      for (const section of ['Context', 'Decision', 'Consequences']) {
        expect(text, `${file}: ${section}`).toMatch(
          new RegExp(`^(#{2,3} |\\*\\*)${section}\\b`, 'm'),
        );
      }
      // Status as a section of its own or as a `Status: accepted` line.
      expect(text, `${file}: Status`).toMatch(/^(#{2,3} |\*\*)?Status\b/m);
    }
  });

  it('supersedes a record only by a later one that exists', () => {
    const numbers = new Set(recordFiles().map((file) => file.slice(0, 3)));
    for (const record of recordFiles().map(recordOf)) {
      const by = record.status.match(/^superseded by (.+)$/)?.[1];
      if (!by) {
        expect(record.status, record.fileName).toMatch(/^accepted\b/);
        continue;
      }
      for (const number of by.split(', ')) {
        expect(numbers.has(number), `${record.fileName} → ${number}`).toBe(true);
        expect(Number(number), record.fileName).toBeGreaterThan(Number(record.number));
      }
    }
  });
});

// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (a feature never imports another feature; shared
 * code never imports a feature) hold for the relative imports this code is written with.
 * The rule once resolved no `.ts` import at all and so let every one through.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const chatModule = path.join(root, 'apps/web/src/features/chat/api/query-keys.ts');
const libModule = path.join(root, 'apps/web/src/lib/format.ts');

// One ESLint for the file: each instance sets up the typed lint program again (seconds).
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('web import boundaries (eslint.config.js)', () => {
  it("refuses a feature's import of another feature", async () => {
    const errors = await boundaryErrors(
      "import { Footer } from '../../site/components/footer';\nexport const footer = Footer;\n",
      chatModule,
    );
    expect(errors).toEqual([expect.stringContaining('never imports another feature')]);
  });

  it("refuses shared code's import of a feature, and allows a feature's import of shared code", async () => {
    const fromLib = await boundaryErrors(
      "import { Footer } from '../features/site/components/footer';\nexport const footer = Footer;\n",
      libModule,
    );
    expect(fromLib).toEqual([expect.stringContaining('Shared code never imports a feature')]);
    const fromFeature = await boundaryErrors(
      "import { formatPrice } from '../../../lib/format';\nexport const price = formatPrice;\n",
      chatModule,
    );
    expect(fromFeature).toEqual([]);
  });
}, 60_000);

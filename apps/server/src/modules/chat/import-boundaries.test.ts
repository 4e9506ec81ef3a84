import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layer rule of eslint.config.js holds for chat with no exception: chat asks ai,
 * interlocutors and safety through its ports (ports.ts) and never imports them, not even the
 * files it once did.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const chatFile = path.join(root, 'apps/server/src/modules/chat/send-message.ts');

// One ESLint for the file: each instance sets up the typed lint program again (seconds).
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: chatFile });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('server import boundaries (eslint.config.js)', () => {
  it.each([
    ["import { replyDelayMs } from '../ai/schedule-reply';", 'replyDelayMs'],
    [
      "import { cancelSearchIfRunning } from '../interlocutors/cancel-search';",
      'cancelSearchIfRunning',
    ],
    ["import { enterSafeMode } from '../safety/enter-safe-mode';", 'enterSafeMode'],
  ])("refuses chat's %s", async (importLine, name) => {
    const errors = await boundaryErrors(`${importLine}\nexport const used = ${name};\n`);
    expect(errors).toEqual([expect.stringContaining('never imports one above it')]);
  });

  it("allows chat's import of its own ports and of the layers below", async () => {
    const errors = await boundaryErrors(
      "import type { ChatPorts } from './ports';\n" +
        "import { applyBalanceChange } from '../ledger/apply-balance-change';\n" +
        'export type Ports = ChatPorts;\nexport const apply = applyBalanceChange;\n',
    );
    expect(errors).toEqual([]);
  });
}, 120_000);

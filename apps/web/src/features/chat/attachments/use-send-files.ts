import { attachmentLimits, attachmentsCostCenti, messageCostCenti } from '@parlor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/site-data';
import { tooManyFilesText } from './check-files';
import type { PendingFile } from './send-files';

interface SendFilesOptions {
  files: PendingFile[];
  problem: string | undefined;
  initialText: string;
  onSend: (text: string) => Promise<boolean>;
}

/**
 * The Send files modal's state: its message, the files that would not load as images, the
 * total cost (text + each attachment by type), the problem shown, and whether it may send.
 */
export function useSendFiles({ files, problem, initialText, onSend }: SendFilesOptions) {
  const { t } = useTranslation();
  const settings = useSettings().data;
  const [text, setText] = useState(initialText);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [isSending, setIsSending] = useState(false);

  const costCenti = settings
    ? messageCostCenti(text, settings.message_symbol_cost) +
      attachmentsCostCenti(
        files.map((pending) => pending.type),
        settings,
      )
    : 0;
  const tooMany = files.length > attachmentLimits.maxFiles;
  const hasInvalid = files.some((pending) => invalid.has(pending.id));
  const shownProblem =
    problem ??
    (tooMany ? tooManyFilesText(t) : hasInvalid ? t('attachments.errors.invalidFile') : undefined);
  const canSend = files.length > 0 && !tooMany && !hasInvalid && !isSending;

  const send = async () => {
    if (!canSend) return;
    setIsSending(true);
    await onSend(text.trim());
    setIsSending(false);
  };

  /** A file's preview would not load: it is no image the server takes. */
  const markInvalid = (id: string) => setInvalid((current) => new Set(current).add(id));

  return { text, setText, isSending, costCenti, shownProblem, canSend, send, markInvalid };
}

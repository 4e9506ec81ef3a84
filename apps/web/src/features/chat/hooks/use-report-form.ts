import { chatErrorCodes, type TReportReason, type TReportType } from '@parlor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { createReport } from '../api/messages';
import { chatErrorMessage, hasCode } from '../lib/chat-errors';

interface ReportFormOptions {
  topicId: number;
  type: TReportType;
  onClose: () => void;
  onBlocked: () => void;
}

/**
 * The report's state in two steps: the form (a reason, details required for "Other", and
 * for a user whether to block them), then the confirmation that sends it.
 */
export function useReportForm({ topicId, type, onClose, onBlocked }: ReportFormOptions) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [block, setBlock] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [error, setError] = useState<{ reason?: string; details?: string }>({});
  const [isSending, setIsSending] = useState(false);

  const next = () => {
    const found: typeof error = {};
    if (!reason) found.reason = t('chat.report.reasonRequired');
    if (reason === 'other' && !details.trim()) found.details = t('chat.report.detailsRequired');
    setError(found);
    if (!found.reason && !found.details) setStep('confirm');
  };

  const send = async () => {
    if (!reason) return;
    setIsSending(true);
    try {
      const answer = await createReport(topicId, type, {
        reason,
        details: details.trim() || undefined,
        block: type === 'user' && block,
      });
      toast.success(
        answer.message ??
          (type === 'topic' ? t('chat.success.topicReported') : t('chat.success.userReported')),
      );
      onClose();
      if (type === 'user' && block) onBlocked();
    } catch (failure) {
      if (hasCode(failure, chatErrorCodes.alreadyReported)) toast.info(chatErrorMessage(failure));
      else toast.error(chatErrorMessage(failure));
      onClose();
    } finally {
      setIsSending(false);
    }
  };

  return {
    reason,
    setReason,
    details,
    setDetails,
    block,
    setBlock,
    step,
    setStep,
    error,
    isSending,
    next,
    send,
  };
}

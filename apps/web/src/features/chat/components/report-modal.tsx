import {
  reportDetailsMax,
  reportReasons,
  type TReportReason,
  type TReportType,
} from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox, TextAreaField } from '../../../components/ui/field';
import { ChoiceFieldset, RadioTile } from '../../../components/ui/choice-fieldset';
import { Modal } from '../../../components/ui/modal';
import { useReportForm } from '../hooks/use-report-form';

/**
 * Report topic / Report user: a reason (text required for "Other"), for a user "Also block
 * this person", then a confirmation step before the report is sent.
 */
export function ReportModal({
  topicId,
  type,
  onClose,
  onBlocked,
}: {
  topicId: number;
  type: TReportType;
  onClose: () => void;
  /** The person was blocked (the conversation with them is over). */
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const form = useReportForm({ topicId, type, onClose, onBlocked });
  const { reason, setReason, details, setDetails, block, setBlock, step, setStep, error } = form;
  const { isSending, next, send } = form;

  const title = type === 'topic' ? t('chat.report.topicTitle') : t('chat.report.userTitle');
  return (
    <Modal open onClose={onClose} title={title}>
      {step === 'form' ? (
        <div className="flex flex-col gap-4">
          <ReasonFieldset reason={reason} error={error.reason} onChange={setReason} />
          <TextAreaField
            label={reason === 'other' ? t('chat.report.details') : t('chat.report.detailsOptional')}
            value={details}
            limit={reportDetailsMax}
            error={error.details}
            onChange={(event) => setDetails(event.target.value)}
          />
          {type === 'user' ? (
            <Checkbox
              label={`${t('chat.report.block')} — ${t('chat.report.blockHint')}`}
              checked={block}
              onChange={(event) => setBlock(event.target.checked)}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={next}>{t('chat.report.next')}</Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="font-semibold text-white">{t('chat.report.confirmTitle')}</p>
          <p className="text-sm text-ink-200">
            {t(type === 'topic' ? 'chat.report.confirmTopic' : 'chat.report.confirmUser', {
              reason: reason ? t(`chat.report.${reason}`) : '',
            })}
          </p>
          {type === 'user' && block ? (
            <p className="text-sm text-ink-200">{t('chat.report.confirmBlock')}</p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setStep('form')} disabled={isSending}>
              {t('chat.report.back')}
            </Button>
            <Button variant="danger" onClick={() => void send()} disabled={isSending}>
              {t('chat.report.submit')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** The reasons to choose from, and the error when none was chosen. */
function ReasonFieldset({
  reason,
  error,
  onChange,
}: {
  reason: TReportReason | null;
  error: string | undefined;
  onChange: (reason: TReportReason) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceFieldset legend={t('chat.report.reason')} error={error}>
      {reportReasons.map((option) => (
        <RadioTile
          key={option}
          name="report_reason"
          value={option}
          isChecked={reason === option}
          onSelect={() => onChange(option)}
          className="flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm text-ink-100 transition"
        >
          {t(`chat.report.${option}`)}
        </RadioTile>
      ))}
    </ChoiceFieldset>
  );
}

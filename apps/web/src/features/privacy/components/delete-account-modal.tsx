import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { requestAccountDeletion } from '../api/account-deletion';
import '../texts';

/** What deleting the account loses; earnings and pending payouts only for an interlocutor. */
function LossList() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const points = formatNumber(profile?.points ?? 0);
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink-200">
      <li>{t('privacy.delete.lossPoints', { points })}</li>
      {profile?.is_interlocutor ? <li>{t('privacy.delete.lossEarnings')}</li> : null}
      {profile?.is_interlocutor ? <li>{t('privacy.delete.lossPending')}</li> : null}
      <li>{t('privacy.delete.lossConversations')}</li>
      <li>{t('privacy.delete.lossKept')}</li>
    </ul>
  );
}

/** After the request: the confirmation link is on its way. */
function SentNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5 pb-2">
      <p role="status" className="text-body text-ink-100">
        {t('privacy.delete.linkSent')}
      </p>
      <Button variant="secondary" className="self-end" onClick={onClose}>
        {t('privacy.delete.cancel')}
      </Button>
    </div>
  );
}

/**
 * "Delete account": what is lost, the password again, then the confirmation link is mailed.
 * The server refuses with a sentence while a payout is pending (shown above the button).
 */
export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const close = () => {
    setPassword('');
    setFieldError(undefined);
    setError(undefined);
    setIsSent(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t('auth.validation.passwordRequired'));
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setIsSending(true);
    try {
      await requestAccountDeletion({ password });
      setIsSent(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldError('password')) {
        setFieldError(failure.fieldError('password'));
      } else {
        setError(failure instanceof ApiError ? failure.message : t('errors.internal'));
      }
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('privacy.delete.title')}>
      {isSent ? (
        <SentNotice onClose={close} />
      ) : (
        <form className="flex flex-col gap-5 pb-2" onSubmit={submit} noValidate>
          <LossList />
          <PasswordField
            label={t('privacy.delete.passwordLabel')}
            hint={t('privacy.delete.passwordHint')}
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error ? (
            <p
              role="alert"
              className="rounded-2xl border border-danger/50 p-3 text-sm text-ink-100"
            >
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={close}>
              {t('privacy.delete.cancel')}
            </Button>
            <Button type="submit" variant="danger" isLoading={isSending}>
              {t('privacy.delete.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

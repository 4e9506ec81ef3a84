import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { useSetInterlocutor } from '../api/balance-adjustments';
import { ReasonField } from './reason-field';

/** An admin revokes a user's approval as an interlocutor, with a reason (audited). */
export function InterlocutorForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [isDone, setDone] = useState(false);
  const mutation = useSetInterlocutor(userId);
  const error = isApiError(mutation.error) ? mutation.error.message : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { is_interlocutor: false, reason },
      {
        onSuccess: () => {
          setReason('');
          setDone(true);
        },
      },
    );
  };
  return (
    <Card>
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <CardTitle>{t('admin.console.users.interlocutor')}</CardTitle>
        <p className="text-sm text-ink-200">{t('admin.console.users.revokeInterlocutorHint')}</p>
        <ReasonField value={reason} onChange={setReason} error={error} />
        <p role="status" className="text-sm text-ink-200">
          {isDone ? t('admin.console.users.interlocutorRevoked') : ''}
        </p>
        <Button
          type="submit"
          variant="danger"
          isLoading={mutation.isPending}
          disabled={!reason.trim()}
        >
          {t('admin.console.users.revokeInterlocutor')}
        </Button>
      </form>
    </Card>
  );
}

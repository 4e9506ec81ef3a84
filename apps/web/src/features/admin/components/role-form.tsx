import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { controlClassName } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useSetUserRole } from '../api/admin-api';

/** An admin gives a plain user the moderator role, or takes it back, with a reason (audited). */
export function RoleForm({ userId, isModerator }: { userId: number; isModerator: boolean }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const mutation = useSetUserRole(userId);
  const error = isApiError(mutation.error) ? mutation.error.message : undefined;
  const action = isModerator
    ? t('admin.console.users.removeModerator')
    : t('admin.console.users.makeModerator');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { role: isModerator ? 'user' : 'moderator', reason },
      { onSuccess: () => setReason('') },
    );
  };
  return (
    <Card>
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <CardTitle>{t('admin.console.users.moderatorRole')}</CardTitle>
        <label className="flex flex-col gap-1.5 text-sm text-ink-200">
          {t('admin.console.common.reason')}
          <input
            required
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            className={controlClassName(Boolean(error), 'h-11')}
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button
          type="submit"
          variant="secondary"
          isLoading={mutation.isPending}
          disabled={!reason.trim()}
        >
          {action}
        </Button>
      </form>
    </Card>
  );
}

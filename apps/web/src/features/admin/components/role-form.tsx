import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { useSetUserRole } from '../api/admin-api';
import { ReasonField } from './reason-field';

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
        <ReasonField value={reason} onChange={setReason} error={error} />
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

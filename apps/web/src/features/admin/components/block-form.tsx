import type { TBlockScope } from '@parlor/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { useBlockUser } from '../api/admin-api';
import { ReasonField } from './reason-field';

/** Block a user from the chat or the whole account, or lift the block, with a reason. */
export function BlockForm({ userId, isBlocked }: { userId: number; isBlocked: boolean }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<TBlockScope>('chat');
  const [reason, setReason] = useState('');
  const mutation = useBlockUser(userId);
  const error = isApiError(mutation.error) ? mutation.error.message : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(isBlocked ? { unblock: { reason } } : { block: { scope, reason } }, {
      onSuccess: () => setReason(''),
    });
  };
  return (
    <Card>
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <CardTitle>
          {isBlocked ? t('admin.console.users.unblock') : t('admin.console.users.block')}
        </CardTitle>
        {!isBlocked && (
          <fieldset className="flex flex-wrap gap-4 text-sm text-ink-100">
            <legend className="mb-1.5 text-ink-300">{t('admin.console.users.blockScope')}</legend>
            {(['chat', 'account'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                />
                {value === 'chat'
                  ? t('admin.console.users.scopeChat')
                  : t('admin.console.users.scopeAccount')}
              </label>
            ))}
          </fieldset>
        )}
        <ReasonField value={reason} onChange={setReason} error={error} />
        <Button
          type="submit"
          variant={isBlocked ? 'secondary' : 'danger'}
          isLoading={mutation.isPending}
          disabled={!reason.trim()}
        >
          {isBlocked ? t('admin.console.users.unblock') : t('admin.console.users.block')}
        </Button>
      </form>
    </Card>
  );
}

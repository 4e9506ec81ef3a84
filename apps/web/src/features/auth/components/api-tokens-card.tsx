import {
  ZCreateApiTokenRequestSchema,
  apiTokenDeviceNameMax,
  type TApiToken,
} from '@parlor/contracts';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, controlClassName } from '../../../components/ui/field';
import { ItemRow } from '../../../components/ui/item-row';
import { QueryContent } from '../../../components/ui/query-content';
import { SettingsCard } from '../../../components/ui/settings-card';
import { ApiError } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useItemAction } from '../../../lib/use-item-action';
import { createApiToken, revokeApiToken, useApiTokens } from '../api/api-tokens';
import '../texts';

/** The token just created, shown this once with a copy button. */
function NewToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setIsCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the token is still shown to copy by hand.
    }
  };
  return (
    <div role="status" className="flex flex-col gap-2 rounded-2xl border border-success/50 p-4">
      <p className="text-sm text-ink-200">{t('auth.apiTokens.created')}</p>
      <code
        data-testid="new-api-token"
        className="rounded-xl bg-ink-800 px-3 py-2 text-sm break-all text-ink-100"
      >
        {token}
      </code>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        icon={isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        onClick={() => void copy()}
      >
        {isCopied ? t('auth.apiTokens.copied') : t('auth.apiTokens.copy')}
      </Button>
    </div>
  );
}

/** The form naming a new token's device; `onCreated` gets the token to show once. */
function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const { t } = useTranslation();
  const [deviceName, setDeviceName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isCreating, setIsCreating] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateApiTokenRequestSchema.safeParse({ device_name: deviceName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setIsCreating(true);
    try {
      const answer = await createApiToken(parsed.data);
      onCreated(answer.token);
      setDeviceName('');
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fieldError('device_name') ?? failure.message)
          : t('auth.apiTokens.createFailed'),
      );
    } finally {
      setIsCreating(false);
    }
  };

  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={create} noValidate>
      <Field label={t('auth.apiTokens.deviceName')} error={error} className="flex-1">
        {(props) => (
          <input
            {...props}
            value={deviceName}
            maxLength={apiTokenDeviceNameMax}
            onChange={(event) => setDeviceName(event.target.value)}
            className={controlClassName(Boolean(error), 'h-11')}
          />
        )}
      </Field>
      <Button type="submit" isLoading={isCreating}>
        {t('auth.apiTokens.create')}
      </Button>
    </form>
  );
}

/** The user's tokens, each with its dates and a revoke button. */
function TokenList({ list }: { list: TApiToken[] }) {
  const { t, i18n } = useTranslation();
  const { busyId: revoking, runOn } = useItemAction();

  const revoke = (id: number) =>
    runOn(id, async () => {
      try {
        await revokeApiToken(id);
        toast.success(t('auth.apiTokens.revoked'));
      } catch {
        toast.error(t('auth.apiTokens.revokeFailed'));
      }
    });

  const date = (value: string) => formatShortDate(value, i18n.language);
  if (list.length === 0) return <p className="text-sm text-ink-400">{t('auth.apiTokens.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2.5" aria-label={t('auth.apiTokens.title')}>
      {list.map((token) => (
        <ItemRow
          key={token.id}
          name={token.device_name}
          details={[
            t('auth.apiTokens.createdAt', { date: date(token.created_at) }),
            token.last_used_at
              ? t('auth.apiTokens.lastUsed', { date: date(token.last_used_at) })
              : t('auth.apiTokens.neverUsed'),
            t('auth.apiTokens.expires', { date: date(token.expires_at) }),
          ].join(' · ')}
          action={
            <Button
              variant="outline"
              size="sm"
              isLoading={revoking === token.id}
              aria-label={t('auth.apiTokens.revokeNamed', { name: token.device_name })}
              onClick={() => void revoke(token.id)}
            >
              {t('auth.apiTokens.revoke')}
            </Button>
          }
        />
      ))}
    </ul>
  );
}

/**
 * "API tokens" on the account page: the user's tokens for their own programs,
 * made here (the token is shown once), listed by device, and revoked.
 */
export function ApiTokensCard() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <SettingsCard
      icon={KeyRound}
      title={t('auth.apiTokens.title')}
      intro={t('auth.apiTokens.intro')}
    >
      <CreateTokenForm onCreated={setCreated} />
      {created ? <NewToken key={created} token={created} /> : null}
      <QueryContent
        query={tokens}
        errorMessage={t('auth.apiTokens.loadFailed')}
        loadingClassName="min-h-20"
      >
        {(list) => <TokenList list={list} />}
      </QueryContent>
    </SettingsCard>
  );
}

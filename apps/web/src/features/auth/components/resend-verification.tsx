import { ZEmailSchema } from '@parlor/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { resendVerification } from '../api/email-verification';
import '../../../lib/zod-messages';

/**
 * The resend button of the verification page. A signed-in user resends to their own
 * address; a guest types (or finds prefilled) the address.
 */
export function ResendVerification({ email: initialEmail }: { email?: string }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const needsEmail = !isAuthenticated;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    let address: string | undefined;
    if (needsEmail) {
      const parsed = ZEmailSchema.safeParse(email);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      address = parsed.data;
    }
    setIsSending(true);
    try {
      await resendVerification(address);
      toast.success(t('auth.verify.resent'));
    } catch (failure) {
      const message = isApiError(failure) ? failure.fieldError('email') : undefined;
      if (message) setError(message);
      else
        toast.error(
          isApiError(failure) && failure.status === 429
            ? failure.message
            : t('auth.errors.resendVerification'),
        );
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {needsEmail ? (
        <TextField
          label={t('auth.verify.emailLabel')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
      ) : null}
      <Button type="submit" size="lg" isLoading={isSending}>
        {t('auth.verify.resend')}
      </Button>
    </form>
  );
}

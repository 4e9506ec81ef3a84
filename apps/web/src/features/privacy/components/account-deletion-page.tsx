import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { clearAuthState } from '../../../lib/auth';
import { confirmAccountDeletion } from '../api/account-deletion';
import '../texts';

type Outcome = { state: 'asking' } | { state: 'deleted' } | { state: 'failed'; message: string };

/**
 * `/account/delete?token=…`, the mailed link: one more explicit press deletes the account
 * (a link scanner's visit deletes nothing), then this browser forgets the session.
 */
export function AccountDeletionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });
  const [isDeleting, setIsDeleting] = useState(false);

  const confirm = async () => {
    setIsDeleting(true);
    try {
      await confirmAccountDeletion(token);
      clearAuthState();
      setOutcome({ state: 'deleted' });
    } catch (error) {
      setOutcome({
        state: 'failed',
        message: isApiError(error) ? error.message : t('privacy.errors.linkInvalid'),
      });
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-12 pb-20 sm:px-6">
      <Card className="flex flex-col gap-5" aria-labelledby="account-deletion-title">
        {/* Once deleted, the page confirms it: no more question, no more warning. */}
        <CardTitle id="account-deletion-title" className="flex items-center gap-2">
          {outcome.state === 'deleted' ? (
            <>
              <CircleCheck aria-hidden="true" className="size-5 text-success" />
              {t('privacy.delete.deletedTitle')}
            </>
          ) : (
            <>
              <TriangleAlert aria-hidden="true" className="size-5 text-danger" />
              {t('privacy.delete.confirmTitle')}
            </>
          )}
        </CardTitle>
        {outcome.state === 'deleted' ? (
          <>
            <p role="status" className="text-body text-ink-100">
              {t('privacy.delete.deleted')}
            </p>
            <ButtonLink to="/" variant="secondary" className="self-start">
              {t('site.notFound.goHome')}
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="text-body text-ink-200">{t('privacy.delete.confirmText')}</p>
            {outcome.state === 'failed' ? (
              <p role="alert" className="rounded-2xl border border-danger/50 p-3 text-sm">
                {outcome.message}
              </p>
            ) : null}
            <Button
              variant="danger"
              className="self-start"
              isLoading={isDeleting}
              disabled={!token}
              onClick={() => void confirm()}
            >
              {t('privacy.delete.confirmButton')}
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}

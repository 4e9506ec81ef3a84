import type { TChatMode } from '@parlor/contracts';
import { Shuffle, UserRound, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/feedback';
import { cn } from '../../../lib/cn';
import { openModal } from '../../../lib/modals';
import { openExistingChat } from '../lib/open-existing-chat';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useRandomChatStart, type RandomChatFailure } from '../hooks/use-random-chat-start';
import '../texts';
import { RadioOption } from '../../../components/ui/radio-option';
import { PageTitle } from '../../../components/ui/page-title';

/** `/chat`: a random chat, in a free seat of someone's open topic. */
export function StartChatPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TChatMode>('human');
  const { isSearching, failure, start } = useRandomChatStart(mode);
  useDocumentTitle(t('chat.start.title'));

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-14">
        <div className="text-center">
          <span className="mx-auto mb-5 inline-flex size-16 items-center justify-center rounded-3xl bg-gradient-to-br from-accent to-purple text-white shadow-[var(--shadow-glow)]">
            <Shuffle className="size-8" aria-hidden="true" />
          </span>
          <PageTitle>{t('chat.start.title')}</PageTitle>
          <p className="mx-auto mt-3 max-w-lg text-ink-300">{t('chat.start.subtitle')}</p>
        </div>

        <ModeOptions mode={mode} onChange={setMode} />

        <Button size="lg" onClick={() => void start()} isLoading={isSearching} className="w-full">
          {isSearching ? t('chat.start.searching') : t('chat.start.button')}
        </Button>

        {failure ? <StartFailure failure={failure} onRetry={() => void start()} /> : null}
      </div>
    </div>
  );
}

/** The two kinds of random chat: with a person, or with the companion. */
function ModeOptions({ mode, onChange }: { mode: TChatMode; onChange: (mode: TChatMode) => void }) {
  const { t } = useTranslation();
  const options: { value: TChatMode; icon: typeof Users; title: string; hint: string }[] = [
    {
      value: 'human',
      icon: UserRound,
      title: t('chat.start.withHuman'),
      hint: t('chat.start.withHumanHint'),
    },
    { value: 'ai', icon: Users, title: t('chat.start.withAi'), hint: t('chat.start.withAiHint') },
  ];
  return (
    <div role="radiogroup" className="grid gap-3 sm:grid-cols-2">
      {options.map((option) => (
        <RadioOption
          key={option.value}
          isChecked={mode === option.value}
          onSelect={() => onChange(option.value)}
          className={cn(
            'flex flex-col gap-2 rounded-[var(--radius-card)] border p-5 text-left transition',
            mode === option.value
              ? 'border-accent bg-accent-soft shadow-[var(--shadow-glow)]'
              : 'border-ink-700 bg-ink-850 hover:border-ink-500',
          )}
        >
          <option.icon
            className={cn('size-6', mode === option.value ? 'text-accent' : 'text-ink-300')}
            aria-hidden="true"
          />
          <span className="font-display text-lg font-bold text-white">{option.title}</span>
          <span className="text-sm text-ink-300">{option.hint}</span>
        </RadioOption>
      ))}
    </div>
  );
}

/** Why no chat was started, with the way on: the open chat, create or browse, or try again. */
function StartFailure({ failure, onRetry }: { failure: RandomChatFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {failure.kind === 'existing' ? (
        <ErrorBox message={failure.existing.message}>
          <Button size="sm" variant="outline" onClick={() => openModal('activeChats')}>
            {t('chat.topics.viewActive')}
          </Button>
          <Button size="sm" onClick={() => void openExistingChat(failure.existing)}>
            {t('chat.topics.openExisting')}
          </Button>
        </ErrorBox>
      ) : null}
      {failure.kind !== 'existing' ? (
        <ErrorBox message={failure.message}>
          {failure.kind === 'noFree' ? (
            <>
              <Button size="sm" onClick={() => openModal('createTopic', {})}>
                {t('chat.topics.create')}
              </Button>
              <ButtonLink size="sm" variant="outline" to="/rooms">
                {t('chat.start.browseRooms')}
              </ButtonLink>
            </>
          ) : (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          )}
        </ErrorBox>
      ) : null}
    </>
  );
}

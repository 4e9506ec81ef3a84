import type { TCompanionKind, TSenderKind } from '@parlor/contracts';
import { Bot, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Whether a sender or companion is the AI (else a person). */
export function isAiKind(kind: TSenderKind | TCompanionKind): boolean {
  return kind === 'ai';
}

/**
 * The mark next to a name: "AI companion" with a bot icon for the AI, "Person" with a
 * person icon for everyone else, so nobody takes the one for the other.
 */
export function KindMark({
  kind,
  className,
}: {
  kind: TSenderKind | TCompanionKind;
  className?: string;
}) {
  const { t } = useTranslation();
  const isAi = isAiKind(kind);
  const Icon = isAi ? Bot : UserRound;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-3xs font-semibold tracking-wide uppercase',
        isAi ? 'bg-purple/20 text-white' : 'bg-ink-700 text-ink-200',
        className,
      )}
      data-kind-mark={isAi ? 'ai' : 'person'}
    >
      <Icon className="size-3" aria-hidden="true" />
      {isAi ? t('chat.room.aiMark') : t('chat.room.personMark')}
    </span>
  );
}

/** A message's sender above its bubble: the name and its AI / person mark. */
export function SenderLabel({ name, kind }: { name: string; kind: TSenderKind }) {
  return (
    <span className="flex items-center gap-1.5 px-1 text-xs font-semibold text-ink-300">
      <span data-sender-name>{name}</span>
      <KindMark kind={kind} />
    </span>
  );
}

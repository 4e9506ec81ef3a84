import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One message of the preview: the other person's on the left, one's own on the right. */
function PreviewBubble({ isOwn = false, children }: { isOwn?: boolean; children: ReactNode }) {
  return (
    <p
      className={
        isOwn
          ? 'max-w-[82%] self-end rounded-2xl rounded-br-md bg-accent-strong px-4 py-3 text-white'
          : 'max-w-[82%] self-start rounded-2xl rounded-bl-md bg-ink-700 px-4 py-3 text-ink-100'
      }
    >
      {children}
    </p>
  );
}

/** A decorative conversation in the hero, read by screen readers as one labelled image. */
export function ChatPreview() {
  const { t } = useTranslation();
  return (
    <div
      role="img"
      aria-label={t('site.home.preview.label')}
      className="relative mx-auto w-full max-w-md lg:max-w-none"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-[conic-gradient(from_140deg,rgb(0_119_255/0.35),rgb(141_92_246/0.3),rgb(232_74_255/0.25),rgb(40_226_232/0.25),rgb(0_119_255/0.35))] opacity-60 blur-3xl"
      />
      <div className="overflow-hidden rounded-[1.75rem] border border-white/10 bg-ink-850/90 shadow-[var(--shadow-glow)] backdrop-blur">
        <div className="flex items-center gap-3 border-b border-ink-700/80 px-5 py-4">
          <div className="flex -space-x-2">
            <span className="size-9 rounded-full bg-purple ring-2 ring-ink-850" />
            <span className="size-9 rounded-full bg-cyan ring-2 ring-ink-850" />
          </div>
          <div className="min-w-0">
            <p className="truncate font-display text-body font-bold text-white">
              {t('site.home.preview.room')}
            </p>
            <p className="flex items-center gap-1.5 text-xs text-ink-300">
              <span className="size-1.5 rounded-full bg-success" />
              {t('site.home.preview.status')}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 px-5 py-6 text-body leading-snug">
          <PreviewBubble>{t('site.home.preview.incoming')}</PreviewBubble>
          <PreviewBubble isOwn>{t('site.home.preview.outgoing')}</PreviewBubble>
          <PreviewBubble>{t('site.home.preview.incomingReply')}</PreviewBubble>
          <div className="flex items-center gap-2 self-start rounded-2xl bg-ink-750 px-4 py-3 text-xs text-ink-300">
            <span className="flex gap-1">
              <span className="size-1.5 animate-bounce rounded-full [animation-iteration-count:3] bg-pink [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full [animation-iteration-count:3] bg-purple [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full [animation-iteration-count:3] bg-cyan" />
            </span>
            {t('site.home.preview.typing')}
          </div>
        </div>
      </div>
    </div>
  );
}

import { Sparkles } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { StylePicker } from './style-picker';
import { TopicTitle } from './topic-title';

/** The channel users' part of the create-topic form: text style, colour and a preview. */
export function CreateTopicChannelFields({
  title,
  ...picker
}: ComponentProps<typeof StylePicker> & { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-800/60 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink-100">
        <Sparkles className="size-4 text-yellow" aria-hidden="true" />
        {t('chat.create.channelOnly')}
      </p>
      <StylePicker {...picker} />
      {title.trim() ? (
        <p
          className="rounded-xl bg-ink-900 px-4 py-3 text-base"
          aria-label={t('chat.create.preview')}
        >
          <TopicTitle
            topic={{
              title: title.trim(),
              text_look: picker.look ?? 'normal',
              color: picker.color ?? null,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}

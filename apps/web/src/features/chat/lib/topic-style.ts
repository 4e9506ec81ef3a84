import type { TTopic } from '@parlor/contracts';
import type { CSSProperties } from 'react';
import { cn } from '../../../lib/cn';

/** The look of a topic's title: channel users' colour and text style (spec §2, Topics page). */
export function topicTitleClass(look: TTopic['text_look']): string {
  return cn(
    look === 'bold' && 'font-extrabold',
    look === 'italic' && 'italic',
    look === 'underline' && 'underline decoration-2 underline-offset-4',
  );
}

export function topicTitleStyle(topic: Pick<TTopic, 'color'>): CSSProperties | undefined {
  return topic.color ? { color: topic.color } : undefined;
}

/** A highlighted topic's card glows in its highlight colour. */
export function highlightStyle(
  topic: Pick<TTopic, 'is_highlighted' | 'highlight_color'>,
): CSSProperties | undefined {
  if (!topic.is_highlighted) return undefined;
  const color = topic.highlight_color ?? '#0077FF';
  return {
    borderColor: `${color}99`,
    background: `linear-gradient(135deg, ${color}22, transparent 60%)`,
    boxShadow: `0 0 0 1px ${color}33, 0 18px 40px -24px ${color}`,
  };
}

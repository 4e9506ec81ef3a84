import type { TTopic } from '@parlor/contracts';
import { cn } from '../../../lib/cn';
import { topicTitleClass, topicTitleStyle } from '../lib/topic-style';

/** A topic's title in its owner's colour and text look. */
export function TopicTitle({
  topic,
  as: Tag = 'span',
  className,
}: {
  topic: Pick<TTopic, 'title' | 'text_look' | 'color'>;
  as?: 'span' | 'h1' | 'h2' | 'h3';
  className?: string;
}) {
  return (
    <Tag
      className={cn('break-words', topicTitleClass(topic.text_look), className)}
      style={topicTitleStyle(topic)}
    >
      {topic.title}
    </Tag>
  );
}

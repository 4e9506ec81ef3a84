import type { AiProvider, ChatTurn, TopicNotes } from '../../adapters/ai';
import { createGrowingReply } from './growing-reply';
import { createFrameThrottle } from './reply-frames';
import { stripPlaceholders } from './strip-placeholders';

export class ProviderTimeoutError extends Error {
  constructor(ms: number) {
    super(`the provider sent nothing for ${ms} ms`);
  }
}

/**
 * Streams one reply from the provider, showing the growing text through `onText` while the
 * built-in check finds nothing unsafe in it (the final text is moderated again by the
 * caller). The frames show what the stored reply will: bracketed placeholder tokens never
 * reach the person, private data is masked as the caller masks the reply it stores, and
 * what is still undecided is held back, so each frame is the start of the stored text and a
 * shown word never changes (createGrowingReply). Each piece costs work in
 * proportion to the piece, not to the text so far (createGrowingReply). Gives up when the
 * provider is silent for `timeoutMs`. Answers the whole text.
 */
export async function generateReply(options: {
  provider: AiProvider;
  turns: ChatTurn[];
  lang: string;
  /** The topic is in safe mode: the provider is told so (offline: the safe-mode phrases). */
  isSafeMode?: boolean;
  /** What the companion kept of the topic (the offline companion's notes). */
  notes?: TopicNotes;
  /** The model to ask when the turns carry pictures. */
  visionModel?: string;
  timeoutMs: number;
  signal: AbortSignal;
  onText: (text: string) => Promise<void>;
}): Promise<string> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(options.signal.reason);
  options.signal.addEventListener('abort', onOuterAbort, { once: true });
  let watchdog: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(
      () => controller.abort(new ProviderTimeoutError(options.timeoutMs)),
      options.timeoutMs,
    );
  };
  const frames = createFrameThrottle(options.onText);
  const grow = createGrowingReply();
  let text = '';
  let isShowing = true;
  /** The last text given to the frames (the same text is not sent again). */
  let pushed: string | undefined;
  try {
    arm();
    for await (const piece of options.provider.streamReply({
      turns: options.turns,
      lang: options.lang,
      isSafeMode: options.isSafeMode ?? false,
      ...(options.notes ? { notes: options.notes } : {}),
      ...(options.visionModel ? { visionModel: options.visionModel } : {}),
      signal: controller.signal,
    })) {
      arm();
      text += piece;
      if (!isShowing) continue;
      const step = grow.add(piece);
      if (step.verdict !== 'ok') {
        isShowing = false;
        frames.cancel();
      } else if (step.shown !== undefined && step.shown !== pushed)
        frames.push((pushed = step.shown));
    }
    if (controller.signal.aborted) throw controller.signal.reason;
    // What was held back (the last word, an address being written) is shown once it is all.
    const shown = isShowing ? grow.end() : undefined;
    if (shown !== undefined && shown !== pushed) frames.push(shown);
    await frames.flush();
    return stripPlaceholders(text).trim();
  } catch (error) {
    frames.cancel();
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(watchdog);
    options.signal.removeEventListener('abort', onOuterAbort);
  }
}

import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PendingFile } from '../attachments/send-files';
import { useDraft } from './use-draft';
import { useTypingSignal } from './use-typing-signal';

interface MessageBoxOptions {
  topicId: number;
  canWrite: boolean;
  onSend: (text: string, files?: PendingFile[]) => Promise<boolean>;
}

/**
 * The message box's text (the topic's draft), growing with it up to a few lines; Enter
 * sends and Shift+Enter adds a line; the typing signal stops on send and blur. The text is
 * cleared once sent, and the focus goes back to the box.
 */
export function useMessageBox({ topicId, canWrite, onSend }: MessageBoxOptions) {
  const [text, setText] = useDraft(topicId);
  const [isSending, setIsSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingSignal(topicId, canWrite);
  const trimmed = text.trim();

  // Grow with the text, up to a few lines.
  useLayoutEffect(() => {
    const element = fieldRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 180)}px`;
  }, [text]);

  const send = async () => {
    if (!trimmed || isSending || !canWrite) return;
    setIsSending(true);
    typing.stop();
    const isSent = await onSend(trimmed);
    setIsSending(false);
    if (isSent) setText('');
    fieldRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onTextChange = (value: string) => {
    setText(value);
    typing.onTextChange(value);
  };

  /** The Send files modal's send: the caption is the box's text, cleared once sent. */
  const sendFiles = async (caption: string, files: PendingFile[]) => {
    const isSent = await onSend(caption, files);
    if (isSent) setText('');
    return isSent;
  };

  return { text, trimmed, isSending, fieldRef, send, onKeyDown, onTextChange, sendFiles, typing };
}

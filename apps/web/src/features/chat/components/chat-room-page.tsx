import {
  chatErrorCodes,
  type TChatMode,
  type TReportType,
  type TSeatPolicy,
} from '@parlor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Coins, PanelRightOpen, Users } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink, IconButton } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { setCachedBalance, useProfile } from '../../../lib/auth';
import { setViewedTopic, useRealtimeStatus } from '../../../lib/realtime';
import { useSettings } from '../../../lib/site-data';
import { formatNumber } from '../../../lib/format';
import { confirm, openModal } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { sendMessage } from '../api/messages';
import { sendFiles, type PendingFile } from '../attachments/send-files';
import { chatKeys } from '../api/query-keys';
import { deleteMyMessages, purgeTopic } from '../api/conversation-privacy';
import { leaveTopic, removeGuest, updateChatMode, updateSeatPolicy } from '../api/topics';
import { useChatRoom } from '../hooks/use-chat-room';
import { useChatSync } from '../hooks/use-chat-sync';
import { useInterlocutorSearch } from '../hooks/use-interlocutor-search';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useOutbox } from '../hooks/use-outbox';
import type { OutboxItem } from '../lib/outbox';
import { chatErrorMessage, filesRefusalMessage, hasCode } from '../lib/chat-errors';
import { joinRefusalMessage } from '../lib/join-refusal';
import { isSendFree, sendCostCenti, showsBalance } from '../lib/send-cost';
import { ChatSidebar, companionPresence } from './chat-sidebar';
import { ChatSheet } from './chat-sheet';
import { ConnectionNotice } from './connection-notice';
import { CrisisCard } from './crisis-card';
import { HandoffSummaryModal } from './handoff-summary-modal';
import { HelpLinesModal } from './help-lines-modal';
import { PinnedHandoffSummary } from './pinned-handoff-summary';
import { MessageInput } from './message-input';
import { MessageList } from './message-list';
import { PurgedNotice } from './purged-notice';
import { SearchNotice } from './search-notice';
import { KindMark } from './sender-label';
import { SearchingOverlay } from './searching-overlay';
import { ReportModal } from './report-modal';
import { TermsModal } from './terms-modal';
import { TopicTitle } from './topic-title';
import '../texts';

/** `/topics/{topicId}/chat`: the conversation (state starts afresh for every topic). */
export function ChatRoomPage() {
  const topicId = Number(useParams().topicId);
  // Nothing is pushed for the conversation open here; its notification closes elsewhere.
  useEffect(() => {
    setViewedTopic(topicId);
    return () => setViewedTopic(null);
  }, [topicId]);
  return <ChatRoom key={topicId} topicId={topicId} />;
}

function ChatRoom({ topicId }: { topicId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const room = useChatRoom(topicId);
  const { topic, setTopic, phase, log, exitToRooms } = room;
  // The owner deleted the conversation now: shown closed and empty, nothing more to sync.
  const [isPurged, setIsPurged] = useState(false);
  // Declared before the outbox that it feeds (see onOwnMessage below).
  const noteEchoRef = useRef<(key: string | null) => void>(() => undefined);
  const sync = useChatSync({
    topicId,
    isReady: phase === 'ready' && !isPurged,
    log,
    setTopic,
    exitToRooms,
    onOwnMessage: (message) => noteEchoRef.current(message.client_key),
    onPurged: () => setIsPurged(true),
    // The owner is asked to rate the conversation (the modal shows only when it may be rated).
    onSeatFreed: () => {
      if (topic?.is_owner) openModal('rateConversation', { topicId });
    },
  });
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const [reporting, setReporting] = useState<TReportType | null>(null);
  const [isOfferingHandoff, setIsOfferingHandoff] = useState(false);
  const [isShowingHelpLines, setIsShowingHelpLines] = useState(false);
  const balance = useProfile().data?.balance ?? 0;
  const symbolCost = useSettings().data?.message_symbol_cost ?? 0;
  const socketStatus = useRealtimeStatus();
  const interlocutorSearch = useInterlocutorSearch(topicId, topic?.is_owner ?? false);
  // The safety lane: help lines pinned, messages free (the server charges nothing either).
  // The server answers `safe_until` only while it holds and pushes its end.
  const safeUntil = topic?.safe_until ?? null;
  useDocumentTitle(topic?.title ?? t('chat.rooms.title'));

  /** A refusal of a send: leave on a lost seat or topic, else say why. */
  const onSendRefused = useCallback(
    (error: unknown) => {
      if (
        isApiError(error) &&
        !hasCode(error, chatErrorCodes.termsNotAccepted) &&
        (error.status === 403 || (error.status === 404 && !error.details.isTimeout))
      ) {
        exitToRooms(chatErrorMessage(error));
      } else {
        toast.error(isApiError(error) ? chatErrorMessage(error) : t('chat.room.sendFailed'));
      }
    },
    [exitToRooms, t],
  );

  const deliver = useCallback(
    async (item: OutboxItem) => {
      const answer = await sendMessage(topicId, item.text, item.key);
      log.merge([answer.message]);
      setCachedBalance(answer.balance);
    },
    [topicId, log],
  );

  const outbox = useOutbox({
    topicId,
    isEnabled: phase === 'ready',
    deliver,
    onRefused: onSendRefused,
    refusalMessage: (error) =>
      isApiError(error) ? chatErrorMessage(error) : t('chat.room.sendFailed'),
  });
  useEffect(() => {
    noteEchoRef.current = outbox.noteEcho;
  }, [outbox.noteEcho]);
  const shownOutbox = useMemo(() => outbox.items.filter((item) => !item.isEchoed), [outbox.items]);

  /**
   * A text goes to the outbox (shown as "Sending..." and sent as soon as the connection
   * allows, so Enter offline is never lost); files are sent at once, as before.
   */
  const send = useCallback(
    async (text: string, files: PendingFile[] = []) => {
      if (!files.length) {
        outbox.enqueue(text, topic ? sendCostCenti(topic, text, symbolCost) : 0);
        return true;
      }
      try {
        const answer = await sendFiles(topicId, text, files);
        log.merge([answer.message]);
        setCachedBalance(answer.balance);
        return true;
      } catch (error) {
        if (
          isApiError(error) &&
          !hasCode(error, chatErrorCodes.termsNotAccepted) &&
          (error.status === 403 || (error.status === 404 && !error.details.isTimeout))
        ) {
          exitToRooms(chatErrorMessage(error));
        } else {
          // A refused file names its limit, a full budget or queue when to try again;
          // anything else is "Failed to send files."
          toast.error(filesRefusalMessage(error) ?? t('attachments.errors.sendFailed'));
        }
        return false;
      }
    },
    [topicId, log, exitToRooms, t, outbox, symbolCost, topic],
  );

  const leave = () =>
    confirm({
      title: t('chat.room.leaveTitle'),
      message: topic?.is_owner ? t('chat.room.leaveOwnerMessage') : t('chat.room.leaveMessage'),
      confirmLabel: t('chat.room.leaveConfirm'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          await leaveTopic(topicId);
        } catch (error) {
          // "already leaved" counts as success (spec §8).
          if (!hasCode(error, chatErrorCodes.alreadyLeft)) {
            toast.error(chatErrorMessage(error));
            return;
          }
        }
        toast.success(t('chat.success.left'));
        exitToRooms();
        if (topic?.is_owner) openModal('rateConversation', { topicId });
      },
    });

  /** The owner deletes the whole conversation now; the guest leaves and deletes their own messages. */
  const deleteConversation = () => {
    setIsSheetOpen(false);
    const isOwner = topic?.is_owner ?? false;
    confirm({
      title: isOwner ? t('conversations.purge.title') : t('conversations.deleteMine.title'),
      message: isOwner ? t('conversations.purge.message') : t('conversations.deleteMine.message'),
      confirmLabel: isOwner
        ? t('conversations.purge.confirm')
        : t('conversations.deleteMine.confirm'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          await (isOwner ? purgeTopic(topicId) : deleteMyMessages(topicId));
        } catch (error) {
          toast.error(chatErrorMessage(error));
          return;
        }
        toast.success(isOwner ? t('conversations.purge.done') : t('conversations.deleteMine.done'));
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        exitToRooms();
      },
    });
  };

  const report = (type: TReportType) => {
    setIsSheetOpen(false);
    setReporting(type);
  };

  /** After "also block": a guest's conversation is over; the owner's seat is free again. */
  const onBlocked = () => {
    if (topic?.is_owner) void sync.catchUp();
    else exitToRooms();
  };

  const removeTheGuest = () => {
    setIsSheetOpen(false);
    confirm({
      title: t('chat.room.removeTitle'),
      message: t('chat.room.removeMessage'),
      confirmLabel: t('chat.room.removeConfirm'),
      tone: 'danger',
      onConfirm: async () => {
        try {
          const updated = await removeGuest(topicId);
          setTopic(() => updated);
          toast.success(t('chat.success.guestRemoved'));
          void sync.catchUp();
          // The search ended with the removal: read it quietly (no "Your interlocutor left").
          void interlocutorSearch.refresh().catch(() => undefined);
        } catch (error) {
          toast.error(chatErrorMessage(error));
        }
      },
    });
  };

  const saveSeatPolicy = async (policy: TSeatPolicy) => {
    try {
      const updated = await updateSeatPolicy(topicId, policy);
      setTopic(() => updated);
      toast.success(t('chat.success.seatPolicySaved'));
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    } catch (error) {
      toast.error(chatErrorMessage(error));
    }
  };

  const saveMode = async (mode: TChatMode) => {
    try {
      const updated = await updateChatMode(topicId, mode);
      setTopic(() => updated);
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    } catch (error) {
      toast.error(chatErrorMessage(error));
    }
  };

  /**
   * ai works at once: it ends a running search, else saves the mode. human first asks the
   * owner what of the conversation to share (when they told the companion anything); the
   * search for a person starts only with that choice, so no interlocutor sees the request
   * before. The AI keeps answering while the search runs.
   */
  const changeMode = (mode: TChatMode) => {
    setIsSheetOpen(false);
    if (mode === 'ai') {
      if (interlocutorSearch.isSearching) {
        interlocutorSearch.cancel().catch((error: unknown) => toast.error(chatErrorMessage(error)));
      } else {
        void saveMode('ai');
      }
      return;
    }
    if (log.messages.some((message) => message.is_mine)) {
      setIsOfferingHandoff(true);
      return;
    }
    interlocutorSearch.start().catch((error: unknown) => toast.error(chatErrorMessage(error)));
  };

  const shownSearch = interlocutorSearch.overlay ?? 'idle';

  if (phase === 'loading' || !topic) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <LoadingBlock label={t('common.loading')} />
      </div>
    );
  }

  const sidebar = (
    <ChatSidebar
      topic={topic}
      isSearching={interlocutorSearch.isSearching}
      onShowHelpLines={() => {
        setIsSheetOpen(false);
        setIsShowingHelpLines(true);
      }}
      onModeChange={changeMode}
      onSeatPolicyChange={(policy) => void saveSeatPolicy(policy)}
      onRemoveGuest={removeTheGuest}
      onReport={report}
      onLeave={leave}
      onDeleteConversation={deleteConversation}
    />
  );
  const isFull = phase === 'full';

  return (
    <div className="flex min-h-0 flex-1">
      <div className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 gap-6 lg:px-6 lg:py-6">
        <aside
          className="hidden w-72 shrink-0 overflow-y-auto lg:block"
          aria-label={t('chat.room.info')}
        >
          {sidebar}
        </aside>

        <section className="relative flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden bg-ink-900 lg:rounded-[var(--radius-card)] lg:border lg:border-ink-700/80 lg:bg-ink-850/60">
          <header className="flex items-center gap-2 border-b border-ink-700/80 px-3 py-3 sm:px-5">
            <Link
              to={`/rooms/${topic.room_id}/topics`}
              aria-label={t('chat.room.backToRooms')}
              title={t('chat.room.backToRooms')}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-200 transition hover:bg-ink-750 hover:text-white"
            >
              <ArrowLeft className="size-5" aria-hidden="true" />
            </Link>
            <div className="min-w-0 flex-1">
              <TopicTitle
                topic={topic}
                as="h1"
                className="block truncate font-display text-base font-bold text-white sm:text-lg"
              />
              <p className="flex min-w-0 items-center gap-1.5 truncate text-xs text-ink-400">
                <span className="font-semibold text-ink-300" data-companion-name>
                  {topic.companion_name}
                </span>
                <KindMark kind={topic.companion_kind} />
                {' · '}
                {sync.typingName ? (
                  <span className="text-accent-hover">{t('chat.room.writing')}</span>
                ) : (
                  <>
                    {t(`chat.room.${companionPresence(topic)}`)}
                    {' · '}
                    {topic.room.title}
                  </>
                )}
              </p>
            </div>
            {showsBalance(topic) ? (
              <button
                type="button"
                onClick={() => openModal('topUp', {})}
                className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-xl border border-ink-700 px-2.5 text-sm font-semibold text-ink-100 hover:bg-ink-750 lg:hidden"
                aria-label={`${t('chat.room.balance')}: ${t('chat.room.points', { points: formatNumber(balance) })}. ${t('chat.room.topUp')}`}
              >
                <Coins className="size-4 text-yellow" aria-hidden="true" />
                {formatNumber(balance)}
              </button>
            ) : null}
            <IconButton
              label={t('chat.room.menu')}
              className="lg:hidden"
              onClick={() => setIsSheetOpen(true)}
            >
              <PanelRightOpen className="size-5" aria-hidden="true" />
            </IconButton>
          </header>
          {phase === 'ready' ? <ConnectionNotice status={socketStatus} /> : null}
          {!topic.is_owner && !isFull && !isPurged ? (
            <PinnedHandoffSummary topicId={topicId} />
          ) : null}

          {isPurged ? (
            <PurgedNotice roomId={topic.room_id} />
          ) : isFull ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-ink-800 text-ink-300">
                <Users className="size-7" aria-hidden="true" />
              </span>
              <p className="font-display text-xl font-bold text-white" data-testid="chat-refusal">
                {joinRefusalMessage(room.refusal)}
              </p>
              <ButtonLink to={`/rooms/${topic.room_id}/topics`} variant="outline">
                {t('chat.room.backToRooms')}
              </ButtonLink>
            </div>
          ) : (
            <MessageList
              messages={log.messages}
              hasOlder={log.hasOlder}
              prependCount={log.prependCount}
              onLoadOlder={room.loadOlder}
              typingName={sync.typingName}
              outbox={shownOutbox}
              onRetry={outbox.retry}
              onDiscard={outbox.discard}
            />
          )}
          {interlocutorSearch.notice && !isFull ? (
            <SearchNotice
              notice={interlocutorSearch.notice}
              onSearchAgain={() => changeMode('human')}
              onDismiss={interlocutorSearch.dismissNotice}
            />
          ) : null}
          {safeUntil && !isFull ? <CrisisCard safeUntil={safeUntil} /> : null}
          {isPurged || (isFull && room.refusal !== 'full') ? null : (
            <MessageInput
              topicId={topicId}
              isFull={isFull}
              isFree={isSendFree(topic)}
              isDisabled={phase !== 'ready'}
              onSend={send}
            />
          )}

          {shownSearch !== 'idle' ? (
            <SearchingOverlay
              isConnected={shownSearch === 'connected'}
              nickname={interlocutorSearch.nickname}
              onCancel={() => {
                interlocutorSearch
                  .cancel()
                  .catch((error: unknown) => toast.error(chatErrorMessage(error)));
              }}
            />
          ) : null}
        </section>
      </div>

      <ChatSheet
        open={isSheetOpen}
        onClose={() => setIsSheetOpen(false)}
        title={t('chat.room.info')}
      >
        {sidebar}
      </ChatSheet>

      {reporting ? (
        <ReportModal
          topicId={topicId}
          type={reporting}
          onClose={() => setReporting(null)}
          onBlocked={onBlocked}
        />
      ) : null}

      {isOfferingHandoff ? (
        <HandoffSummaryModal
          topicId={topicId}
          onDecided={(search) => {
            setIsOfferingHandoff(false);
            interlocutorSearch.adopt(search);
          }}
          onCancel={() => setIsOfferingHandoff(false)}
        />
      ) : null}

      {isShowingHelpLines ? <HelpLinesModal onClose={() => setIsShowingHelpLines(false)} /> : null}

      {phase === 'terms' ? (
        <TermsModal text={room.terms} onAgree={room.agreeToTerms} onDecline={room.declineTerms} />
      ) : null}
    </div>
  );
}

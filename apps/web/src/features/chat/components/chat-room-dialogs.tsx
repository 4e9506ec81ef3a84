import type { ChatRoomPageState } from '../hooks/use-chat-room-page';
import { chatErrorMessage } from '../lib/chat-errors';
import { toast } from '../../../lib/toast';
import { HandoffSummaryModal } from './handoff-summary-modal';
import { HelpLinesModal } from './help-lines-modal';
import { messageBoxId } from './message-input';
import { ReportModal } from './report-modal';
import { SearchingOverlay } from './searching-overlay';
import { TermsModal } from './terms-modal';

/** The dialogs over the conversation: report, share a summary, help lines, house rules. */
export function ChatRoomDialogs({ page }: { page: ChatRoomPageState }) {
  const { topicId, panels, room, search } = page;
  return (
    <>
      {panels.reporting ? (
        <ReportModal
          topicId={topicId}
          type={panels.reporting}
          onClose={panels.closeReport}
          onBlocked={page.onBlocked}
        />
      ) : null}

      {panels.isOfferingHandoff ? (
        <HandoffSummaryModal
          topicId={topicId}
          onDecided={(decided) => {
            panels.closeHandoff();
            search.adopt(decided);
          }}
          onCancel={panels.closeHandoff}
        />
      ) : null}

      {panels.isShowingHelpLines ? <HelpLinesModal onClose={panels.closeHelpLines} /> : null}

      {room.phase === 'terms' ? (
        <TermsModal text={room.terms} onAgree={room.agreeToTerms} onDecline={room.declineTerms} />
      ) : null}
    </>
  );
}

/** Over the conversation while a person is searched for, and a moment after one accepted. */
export function RoomSearchingOverlay({ search }: { search: ChatRoomPageState['search'] }) {
  if (!search.overlay) return null;
  return (
    <SearchingOverlay
      isConnected={search.overlay === 'connected'}
      nickname={search.nickname}
      returnFocusTo={() => document.getElementById(messageBoxId)}
      onCancel={() => {
        search.cancel().catch((error: unknown) => toast.error(chatErrorMessage(error)));
      }}
    />
  );
}

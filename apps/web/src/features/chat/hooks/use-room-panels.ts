import type { TReportType } from '@parlor/contracts';
import { useState } from 'react';

/**
 * What the conversation page shows over itself: the info sheet (small screens), the report
 * form, the offer to share a summary with a person, and the help lines.
 */
export function useRoomPanels() {
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const [reporting, setReporting] = useState<TReportType | null>(null);
  const [isOfferingHandoff, setIsOfferingHandoff] = useState(false);
  const [isShowingHelpLines, setIsShowingHelpLines] = useState(false);
  return {
    isSheetOpen,
    openSheet: () => setIsSheetOpen(true),
    closeSheet: () => setIsSheetOpen(false),
    reporting,
    /** Opens the report form (from the sheet, which closes). */
    report: (type: TReportType) => {
      setIsSheetOpen(false);
      setReporting(type);
    },
    closeReport: () => setReporting(null),
    isOfferingHandoff,
    offerHandoff: () => setIsOfferingHandoff(true),
    closeHandoff: () => setIsOfferingHandoff(false),
    isShowingHelpLines,
    showHelpLines: () => {
      setIsSheetOpen(false);
      setIsShowingHelpLines(true);
    },
    closeHelpLines: () => setIsShowingHelpLines(false),
  };
}

export type RoomPanels = ReturnType<typeof useRoomPanels>;

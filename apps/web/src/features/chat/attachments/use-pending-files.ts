import { attachmentLimits, type TAttachmentType } from '@parlor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, tooManyFilesText } from './check-files';
import type { PendingFile } from './send-files';

let nextId = 0;

/**
 * The files chosen for the Send files modal: each checked as it is picked (the first
 * problem is shown), at most the limit kept, and the modal open while there are any.
 */
export function usePendingFiles() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [problem, setProblem] = useState<string>();
  const [isOpen, setIsOpen] = useState(false);

  const pick = async (list: FileList | null, type: TAttachmentType) => {
    const chosen = [...(list ?? [])];
    if (chosen.length === 0) return;
    const accepted: PendingFile[] = [];
    let firstProblem: string | undefined;
    for (const file of chosen) {
      const fileProblem = await checkFile(file, t);
      if (fileProblem) firstProblem ??= fileProblem;
      else accepted.push({ id: `file-${(nextId += 1)}`, file, type });
    }
    const all = [...files, ...accepted];
    if (all.length > attachmentLimits.maxFiles) firstProblem ??= tooManyFilesText(t);
    setFiles(all.slice(0, attachmentLimits.maxFiles));
    setProblem(firstProblem);
    setIsOpen(true);
  };

  const close = () => {
    setIsOpen(false);
    setFiles([]);
    setProblem(undefined);
  };

  const remove = (id: string) => {
    setFiles((current) => current.filter((pending) => pending.id !== id));
    setProblem(undefined);
  };

  return { files, problem, isOpen, pick, close, remove };
}

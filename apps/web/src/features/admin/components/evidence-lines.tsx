import type { TAdminEvidenceLine } from '@parlor/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A conversation as a moderator reads it (reports, safety alerts): each line under its
 * author's role in words; the line of the person a report names is flagged.
 */
export function EvidenceLines({
  lines,
  flaggedId,
}: {
  lines: TAdminEvidenceLine[];
  flaggedId?: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ol className="mt-2 flex max-h-56 flex-col gap-1 overflow-y-auto text-sm">
      {lines.map((line) => (
        <li key={line.id} className="text-ink-100" data-testid="evidence-line">
          <span className="text-ink-300">
            {flaggedId !== undefined && line.sender_id === flaggedId ? '⚑ ' : ''}
            {t(`admin.console.roles.${line.sender_role}`)}:
          </span>{' '}
          {line.content}
        </li>
      ))}
      {lines.length === 0 && (
        <li className="text-ink-300">{t('admin.console.reports.noMessages')}</li>
      )}
    </ol>
  );
}

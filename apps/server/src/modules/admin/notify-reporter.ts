import type { TReportAction } from '@parlor/contracts';
import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import type { ReportRow } from './reports-queries';
import { escapeHtml } from '../../lib/escape-html';

const outcomeKeys: Record<TReportAction, TMessageKey> = {
  close_topic: 'admin.mail.outcomeTopicClosed',
  block_chat: 'admin.mail.outcomeUserBlocked',
  block_account: 'admin.mail.outcomeUserBlocked',
  dismiss: 'admin.mail.outcomeDismissed',
};

/**
 * Tells the reporter by e-mail, in the account's language, that their report was reviewed
 * and what came of it (never who handled it). Queued: a mail failure never undoes the action.
 */
export async function notifyReporter(
  app: FastifyInstance,
  report: ReportRow,
  action: TReportAction,
): Promise<void> {
  const languages = await app.reference.languages();
  const lang =
    languages.find((language) => language.id === report.reporterLanguageId)?.code ??
    languages.find((language) => language.isDefault)?.code ??
    'en';
  const t = (key: TMessageKey, params?: Record<string, string>) => translate(lang, key, params);
  const lines = [
    t('auth.mail.greeting', { name: report.reporterName }),
    t('admin.mail.reportHandledIntro', { title: report.topicTitle }),
    t(outcomeKeys[action]),
    t('auth.mail.footer'),
  ];
  app.mailer.queue({
    to: report.reporterEmail,
    subject: t('admin.mail.reportHandledSubject'),
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:Inter,Segoe UI,Roboto,Helvetica,Arial,sans-serif;">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
  });
}

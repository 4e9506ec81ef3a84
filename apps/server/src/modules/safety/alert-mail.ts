import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import { selectModerators } from './queries';
import { renderMail } from '../../adapters/mail/render-mail';

/**
 * Tells every moderator and admin by e-mail, each in their language, that a crisis was
 * detected in a topic, with the link to the alerts in the console. Queued: a mail failure
 * never undoes the safe mode.
 */
export async function mailModerators(app: FastifyInstance, { title }: { title: string }) {
  const [staff, languages] = await Promise.all([
    selectModerators(app.db),
    app.reference.languages(),
  ]);
  const link = `${app.config.publicUrl}/admin/alerts`;
  for (const person of staff) {
    const lang =
      languages.find((language) => language.id === person.languageId)?.code ??
      languages.find((language) => language.isDefault)?.code ??
      'en';
    const t = (key: TMessageKey, params?: Record<string, string>) => translate(lang, key, params);
    app.mailer.queue(
      renderMail({
        to: person.email,
        lang,
        subject: t('admin.mail.safetyAlertSubject'),
        paragraphs: [
          t('auth.mail.greeting', { name: person.name }),
          t('admin.mail.safetyAlertIntro', { title }),
          t('admin.mail.safetyAlertAction'),
        ],
        action: { label: t('admin.mail.safetyAlertButton'), url: link, spelledOut: true },
      }),
    );
  }
}

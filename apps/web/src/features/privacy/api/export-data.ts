import { i18n } from '../../../lib/i18n';
import { preferencesStore } from '../../../lib/preferences';

/** The file name the server chose (`Content-Disposition`), or a plain fallback. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'parlor-data.json';
}

/**
 * `GET /api/user/export`: fetches the caller's data file and hands it to the browser as a
 * download. A refusal (rate limit, signed out) throws with the server's sentence.
 */
export async function downloadMyData(): Promise<void> {
  const { languageId } = preferencesStore.get();
  const query = languageId === null ? '' : `?lang_id=${languageId}`;
  const response = await fetch(`/api/user/export${query}`, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? i18n.t('common.genericError'));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

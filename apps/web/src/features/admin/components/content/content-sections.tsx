import {
  ZAdminBundleSchema,
  ZAdminCurrencySchema,
  ZAdminFaqSchema,
  ZAdminLanguageSchema,
  ZAdminRoomSchema,
  ZAdminSocialLinkSchema,
  ZAdminStaticPageSchema,
} from '@parlor/contracts';
import { useTranslation } from 'react-i18next';
import { useContentList } from '../../api/content-api';
import { ContentEditor } from './content-editor';
import { formatNumber } from '../../../../lib/format';

/** The simple content sections: each a table and a form over one `/api/admin/content` list. */

type Localized = Record<string, string>;

function useLocalized() {
  const { i18n } = useTranslation();
  return (text: Localized) => text[i18n.language] ?? text.en ?? '';
}

/** A missing language of a localised text, shown beside it. */
function MissingLanguages({ text }: { text: Localized }) {
  const { t } = useTranslation();
  const languages = useContentList('languages', ZAdminLanguageSchema).data ?? [];
  const missing = languages.filter((row) => !text[row.code]).map((row) => row.code);
  if (missing.length === 0) return null;
  return (
    <span className="ml-2 inline-block rounded bg-warning/15 px-1.5 py-0.5 text-xs font-semibold text-warning">
      {t('admin.console.content.translations.missing')}: {missing.join(', ')}
    </span>
  );
}

export function RoomsSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <ContentEditor
      path="rooms"
      item={ZAdminRoomSchema}
      caption={t('admin.console.content.nav.rooms')}
      columns={[
        { id: 'id', accessorKey: 'id', header: t('admin.console.users.id') },
        {
          id: 'title',
          header: t('admin.console.content.rooms.title'),
          cell: ({ row }) => (
            <>
              {pick(row.original.title)}
              <MissingLanguages text={row.original.title} />
            </>
          ),
        },
        { id: 'topics', accessorKey: 'topics', header: t('admin.console.content.rooms.topics') },
        {
          id: 'position',
          accessorKey: 'position',
          header: t('admin.console.content.common.position'),
        },
      ]}
      fields={[
        { name: 'title', label: t('admin.console.content.rooms.title'), kind: 'localized' },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
      ]}
      blank={{ title: {}, position: '0' }}
      toDraft={(room) => ({ title: room.title, position: String(room.position) })}
      nameOf={(room) => pick(room.title)}
      canDelete={(room) => room.topics === 0}
    />
  );
}

export function BundlesSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const currencies = useContentList('currencies', ZAdminCurrencySchema).data ?? [];
  const currency = currencies.find((row) => row.is_default)?.code ?? '';
  return (
    <ContentEditor
      path="bundles"
      item={ZAdminBundleSchema}
      caption={t('admin.console.content.nav.bundles')}
      columns={[
        { id: 'id', accessorKey: 'id', header: t('admin.console.users.id') },
        {
          id: 'description',
          header: t('admin.console.content.bundles.description'),
          cell: ({ row }) => (
            <>
              {pick(row.original.description)}
              {!row.original.is_active && (
                <span className="ml-2 rounded bg-ink-700 px-1.5 py-0.5 text-xs text-ink-200">
                  {t('admin.console.content.bundles.hidden')}
                </span>
              )}
            </>
          ),
        },
        {
          id: 'points',
          header: t('admin.console.content.bundles.points'),
          cell: ({ row }) => formatNumber(row.original.points),
        },
        {
          id: 'price',
          header: t('admin.console.content.bundles.price', { currency }),
          cell: ({ row }) => formatNumber(row.original.price),
        },
        {
          id: 'deposits',
          accessorKey: 'deposits',
          header: t('admin.console.content.bundles.deposits'),
        },
      ]}
      fields={[
        {
          name: 'description',
          label: t('admin.console.content.bundles.description'),
          kind: 'localized',
        },
        {
          name: 'points',
          label: t('admin.console.content.bundles.points'),
          kind: 'number',
          step: '0.01',
        },
        {
          name: 'price',
          label: t('admin.console.content.bundles.price', { currency }),
          kind: 'number',
          step: '0.01',
        },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
        { name: 'is_active', label: t('admin.console.content.bundles.active'), kind: 'checkbox' },
      ]}
      blank={{ description: {}, points: '', price: '', position: '0', is_active: true }}
      toDraft={(bundle) => ({
        description: bundle.description,
        points: String(bundle.points),
        price: String(bundle.price),
        position: String(bundle.position),
        is_active: bundle.is_active,
      })}
      nameOf={(bundle) => pick(bundle.description)}
      canDelete={(bundle) => bundle.deposits === 0}
    />
  );
}

export function CurrenciesSection() {
  const { t } = useTranslation();
  const currencies = useContentList('currencies', ZAdminCurrencySchema).data ?? [];
  const base = currencies.find((row) => row.is_default)?.code ?? '';
  return (
    <ContentEditor
      path="currencies"
      item={ZAdminCurrencySchema}
      caption={t('admin.console.content.nav.currencies')}
      columns={[
        {
          id: 'code',
          header: t('admin.console.content.currencies.code'),
          cell: ({ row }) => (
            <>
              <span className="font-semibold">{row.original.code}</span>
              {row.original.is_default && (
                <span className="ml-2 text-xs text-ink-300">
                  {t('admin.console.content.currencies.isDefault')}
                </span>
              )}
            </>
          ),
        },
        {
          id: 'symbol',
          accessorKey: 'symbol',
          header: t('admin.console.content.currencies.symbol'),
        },
        {
          id: 'rate',
          header: t('admin.console.content.currencies.rate', { currency: base }),
          cell: ({ row }) => formatNumber(row.original.rate, 6),
        },
        {
          id: 'usage',
          accessorKey: 'deposits',
          header: t('admin.console.content.currencies.usage'),
        },
      ]}
      fields={[
        { name: 'code', label: t('admin.console.content.currencies.code'), kind: 'text' },
        { name: 'symbol', label: t('admin.console.content.currencies.symbol'), kind: 'text' },
        {
          name: 'rate',
          label: t('admin.console.content.currencies.rate', { currency: base }),
          kind: 'number',
          step: 'any',
        },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
      ]}
      blank={{ code: '', symbol: '', rate: '', position: '0' }}
      toDraft={(row) => ({
        code: row.code,
        symbol: row.symbol,
        rate: String(row.rate),
        position: String(row.position),
      })}
      nameOf={(row) => row.code}
      canDelete={(row) => !row.is_default && row.deposits === 0}
    />
  );
}

export function FaqSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <ContentEditor
      path="faq"
      item={ZAdminFaqSchema}
      caption={t('admin.console.content.nav.faq')}
      columns={[
        { id: 'id', accessorKey: 'id', header: t('admin.console.users.id') },
        {
          id: 'question',
          header: t('admin.console.content.faq.question'),
          cell: ({ row }) => (
            <>
              {pick(row.original.question)}
              <MissingLanguages text={row.original.question} />
            </>
          ),
        },
        {
          id: 'position',
          accessorKey: 'position',
          header: t('admin.console.content.common.position'),
        },
      ]}
      fields={[
        { name: 'question', label: t('admin.console.content.faq.question'), kind: 'localizedText' },
        { name: 'answer', label: t('admin.console.content.faq.answer'), kind: 'localizedHtml' },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
      ]}
      blank={{ question: {}, answer: {}, position: '0' }}
      toDraft={(faq) => ({
        question: faq.question,
        answer: faq.answer,
        position: String(faq.position),
      })}
      nameOf={(faq) => pick(faq.question)}
    />
  );
}

export function StaticPagesSection() {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <ContentEditor
      path="static-pages"
      item={ZAdminStaticPageSchema}
      caption={t('admin.console.content.nav.pages')}
      columns={[
        { id: 'slug', accessorKey: 'slug', header: t('admin.console.content.pages.slug') },
        {
          id: 'title',
          header: t('admin.console.content.pages.title'),
          cell: ({ row }) => (
            <>
              {pick(row.original.title)}
              <MissingLanguages text={row.original.content} />
              {row.original.legal_role && (
                <span className="ml-2 text-xs text-ink-300">
                  {t('admin.console.content.pages.legal')}
                </span>
              )}
            </>
          ),
        },
        {
          id: 'open',
          header: '',
          cell: ({ row }) => (
            <a
              href={`/${row.original.slug}`}
              target="_blank"
              rel="noreferrer"
              className="text-accent underline-offset-2 hover:underline"
            >
              {t('admin.console.content.pages.open')}
            </a>
          ),
        },
      ]}
      fields={[
        { name: 'slug', label: t('admin.console.content.pages.slug'), kind: 'text' },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
        { name: 'title', label: t('admin.console.content.pages.title'), kind: 'localized' },
        { name: 'content', label: t('admin.console.content.pages.content'), kind: 'localizedHtml' },
      ]}
      blank={{ slug: '', title: {}, content: {}, position: '0' }}
      toDraft={(page) => ({
        slug: page.slug,
        title: page.title,
        content: page.content,
        position: String(page.position),
      })}
      nameOf={(page) => pick(page.title)}
      canDelete={(page) => page.legal_role === null}
    />
  );
}

export function SocialLinksSection() {
  const { t } = useTranslation();
  return (
    <ContentEditor
      path="social-links"
      item={ZAdminSocialLinkSchema}
      caption={t('admin.console.content.nav.social')}
      columns={[
        { id: 'title', accessorKey: 'title', header: t('admin.console.content.social.title') },
        { id: 'link', accessorKey: 'link', header: t('admin.console.content.social.link') },
        {
          id: 'position',
          accessorKey: 'position',
          header: t('admin.console.content.common.position'),
        },
      ]}
      fields={[
        { name: 'title', label: t('admin.console.content.social.title'), kind: 'text' },
        { name: 'link', label: t('admin.console.content.social.link'), kind: 'text' },
        { name: 'img', label: t('admin.console.content.social.img'), kind: 'text' },
        { name: 'position', label: t('admin.console.content.common.position'), kind: 'number' },
      ]}
      blank={{ title: '', link: 'https://', img: '', position: '0' }}
      toDraft={(link) => ({
        title: link.title,
        link: link.link,
        img: link.img,
        position: String(link.position),
      })}
      nameOf={(link) => link.title}
    />
  );
}

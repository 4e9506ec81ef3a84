import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One payment mark: a light tile with the mark drawn in `viewBox`, named by `label`. */
function PaymentBadge({
  label,
  viewBox,
  className,
  children,
}: {
  label: string;
  viewBox: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <li className="flex h-9 w-14 items-center justify-center rounded-lg border border-ink-600 bg-ink-100 shadow-sm">
      <svg role="img" aria-label={label} viewBox={viewBox} className={className}>
        {children}
      </svg>
    </li>
  );
}

/** Visa, Mastercard and 3D Secure marks as inline SVG (no third-party requests). */
export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('site.footer.paymentMethods')} className="flex flex-wrap items-center gap-2">
      <PaymentBadge label={t('site.footer.visa')} viewBox="0 0 48 18" className="h-4 w-auto">
        <text
          x="24"
          y="15"
          textAnchor="middle"
          fill="#1A1F71"
          fontFamily="Inter, Arial, sans-serif"
          fontSize="17"
          fontStyle="italic"
          fontWeight="900"
          letterSpacing="-0.5"
        >
          VISA
        </text>
      </PaymentBadge>
      <PaymentBadge label={t('site.footer.mastercard')} viewBox="0 0 40 24" className="h-5 w-auto">
        <circle cx="14" cy="12" r="10" fill="#EB001B" />
        <circle cx="26" cy="12" r="10" fill="#F79E1B" />
        <path fill="#FF5F00" d="M20 4a10 10 0 0 1 0 16 10 10 0 0 1 0-16z" />
      </PaymentBadge>
      <PaymentBadge label={t('site.footer.secure3d')} viewBox="0 0 44 24" className="h-5 w-auto">
        <path
          fill="#0B2A4A"
          d="M7 2.5 1.5 4.6v5.3c0 4.4 2.4 7.9 5.5 9.6 3.1-1.7 5.5-5.2 5.5-9.6V4.6L7 2.5z"
        />
        <path
          fill="none"
          stroke="#06DD7D"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="m4.4 10.6 1.9 1.9 3.6-3.9"
        />
        <text
          x="15"
          y="16"
          fill="#0B2A4A"
          fontFamily="Inter, Arial, sans-serif"
          fontSize="10"
          fontWeight="800"
        >
          3DS
        </text>
      </PaymentBadge>
    </ul>
  );
}

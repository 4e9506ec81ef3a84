import { createHash } from 'node:crypto';
import { translate, type TMessageKey } from '@parlor/contracts/i18n';
import type { CardErrors, CardField, CardForm } from './card-rules';
import { escapeHtml } from '../../../lib/escape-html';

/**
 * The hosted pay page of the test gateway: plain server-rendered HTML and a form POST, so
 * it works without JavaScript. Styled after Parlor's dark theme; texts in the payer's
 * language.
 */

/** The web app's design tokens (apps/web/src/styles/index.css), written out: this page has no build. */
const styles = `
*{box-sizing:border-box}
html{color-scheme:dark;background:#0b0b10;color:#ececf1;font-family:'Inter Variable',Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;-webkit-font-smoothing:antialiased}
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:24px 16px;background:radial-gradient(60rem 30rem at 50% -10%,rgb(0 119 255/.22),transparent 70%),#0b0b10}
main{width:100%;max-width:420px;background:#111117;border:1px solid #24242c;border-radius:20px;padding:28px;box-shadow:0 0 0 1px rgb(255 255 255/.04),0 20px 60px -20px rgb(0 119 255/.35)}
h1{font-family:'Manrope Variable',Manrope,'Inter Variable',ui-sans-serif,system-ui,sans-serif;font-size:22px;letter-spacing:-.015em;margin:0 0 4px}
.badge{display:inline-block;font-size:12px;font-weight:600;color:#f79e1b;background:rgb(247 158 27/.12);border-radius:999px;padding:3px 10px;margin-bottom:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:18px 0 22px;padding:16px;border-radius:14px;background:#16161a;border:1px solid #24242c}
dt{color:#a0a0aa;font-size:14px}dd{margin:0;text-align:right;font-size:14px;font-weight:500;overflow-wrap:anywhere}
dd.total{font-size:20px;font-weight:700;color:#fff}
label{display:block;font-size:14px;font-weight:500;color:#c8c8d0;margin:0 0 6px}
.field{margin-bottom:14px}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
input{width:100%;height:46px;padding:0 14px;border-radius:12px;border:1px solid #31313b;background:#0b0b10;color:#ececf1;font:inherit;font-size:16px;letter-spacing:.02em}
input::placeholder{color:#8e8e96}
input:focus-visible{outline:2px solid #3b8eff;outline-offset:1px;border-color:#3b8eff}
input[aria-invalid=true]{border-color:#ff5c6c}
.error{color:#ff6b7d;font-size:13px;margin:6px 0 0}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button{height:48px;border-radius:12px;border:0;font:inherit;font-weight:600;font-size:16px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:2px solid #3b8eff;outline-offset:2px}
.pay{background:#0066dd;color:#fff}.pay:hover{background:#005bc4}
.cancel{background:transparent;color:#c8c8d0;border:1px solid #31313b}.cancel:hover{background:#16161a}
.hint{color:#8e8e96;font-size:12px;line-height:1.5;margin:18px 0 0}
.secure{display:flex;align-items:center;gap:8px;color:#a0a0aa;font-size:12px;margin-top:14px}
p.lead{color:#a0a0aa;line-height:1.6;margin:0}
a.back{display:inline-flex;align-items:center;justify-content:center;height:48px;padding:0 20px;border-radius:12px;background:#0066dd;color:#fff;text-decoration:none;font-weight:600;margin-top:12px}
`;

/**
 * Groups the card number in fours as it is typed, keeping the caret after the same digit.
 * Only a help: the form posts without it and the server reads the digits either way.
 */
const cardNumberScript = `(()=>{const input=document.getElementById('cardNumber');if(!input)return;
input.addEventListener('input',()=>{const caret=input.selectionStart??input.value.length;
const digitsBefore=input.value.slice(0,caret).replace(/\\D/g,'').length;
const digits=input.value.replace(/\\D/g,'').slice(0,19);
const grouped=digits.replace(/(\\d{4})(?=\\d)/g,'$1 ');if(grouped===input.value)return;
input.value=grouped;let position=0,seen=0;
while(position<grouped.length&&seen<digitsBefore){if(/\\d/.test(grouped[position]))seen++;position++;}
input.setSelectionRange(position,position);});})();`;

/** The CSP source that lets exactly this inline script run (and nothing else). */
export const payPageScriptSource = `'sha256-${createHash('sha256').update(cardNumberScript).digest('base64')}'`;

function documentOf(language: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface PayPageView {
  language: string;
  merchant: string;
  description: string;
  /** Already formatted for the payer's language, e.g. `€25.00`. */
  formattedAmount: string;
  currency: string;
  /** The form's target (this page, keeping its `lang`). */
  action: string;
  values?: Partial<CardForm>;
  errors?: CardErrors;
}

function field(view: PayPageView, name: CardField, label: TMessageKey, attributes: string): string {
  const t = (key: TMessageKey) => translate(view.language, key);
  const error = view.errors?.[name];
  const value = name === 'cvc' ? '' : (view.values?.[name] ?? '');
  const errorId = `${name}-error`;
  return `<div class="field">
<label for="${name}">${escapeHtml(t(label))}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  }>
${error ? `<p class="error" id="${errorId}">${escapeHtml(t(error))}</p>` : ''}
</div>`;
}

/** The card form with the checkout's merchant, amount and currency. */
export function renderPayPage(view: PayPageView): string {
  const t = (key: TMessageKey, params?: Record<string, string>) =>
    translate(view.language, key, params);
  const hasErrors = Object.keys(view.errors ?? {}).length > 0;
  const body = `<span class="badge">${escapeHtml(t('money.gateway.testMode'))}</span>
<h1>${escapeHtml(t('money.gateway.heading'))}</h1>
<p class="lead" data-testid="description">${escapeHtml(view.description)}</p>
<dl>
<dt>${escapeHtml(t('money.gateway.merchant'))}</dt><dd>${escapeHtml(view.merchant)}</dd>
<dt>${escapeHtml(t('money.gateway.currency'))}</dt><dd>${escapeHtml(view.currency)}</dd>
<dt>${escapeHtml(t('money.gateway.amount'))}</dt><dd class="total" data-testid="amount">${escapeHtml(view.formattedAmount)}</dd>
</dl>
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${field(view, 'cardNumber', 'money.gateway.cardNumber', `inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required${hasErrors && view.errors?.cardNumber ? ' autofocus' : ''}`)}
<div class="row">
${field(view, 'expiry', 'money.gateway.expiry', `inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(t('money.gateway.expiryPlaceholder'))}" maxlength="9" required`)}
${field(view, 'cvc', 'money.gateway.cvc', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}
</div>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(t('money.gateway.pay'))}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t('money.gateway.cancel'))}</button>
</div>
</form>
<p class="secure"><svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>${escapeHtml(t('money.gateway.secured'))}</p>
<p class="hint">${escapeHtml(t('money.gateway.testCards'))}</p>
<script>${cardNumberScript}</script>`;
  return documentOf(view.language, t('money.gateway.pageTitle', { merchant: view.merchant }), body);
}

/** A page that only explains (unknown or already finished checkout), with a way back. */
export function renderMessagePage(options: {
  language: string;
  title: TMessageKey;
  message: TMessageKey;
  messageParams?: Record<string, string | number>;
  merchant: string;
  backUrl: string;
}): string {
  const t = (key: TMessageKey, params?: Record<string, string | number>) =>
    translate(options.language, key, params);
  const body = `<h1>${escapeHtml(t(options.title))}</h1>
<p class="lead">${escapeHtml(t(options.message, options.messageParams))}</p>
<a class="back" href="${escapeHtml(options.backUrl)}">${escapeHtml(
    t('money.gateway.returnToShop', { merchant: options.merchant }),
  )}</a>`;
  return documentOf(options.language, t(options.title), body);
}

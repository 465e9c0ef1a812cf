import { SANDBOX_PATH } from '../integrations/uddoktapay.ts';
import { SANDBOX_METHODS } from './payment-sandbox-store.ts';
import type { SandboxCharge } from './payment-sandbox-store.ts';

/**
 * The sandbox gateway's checkout page: plain HTML and one <style> element allowed by a nonce (the page sends its own
 * strict Content-Security-Policy), forms only, no script and nothing loaded from elsewhere. The taka sign (৳, U+09F3)
 * is drawn with a Bengali font served by the sandbox itself (`TAKA_FONT_PATH`): system fonts on many machines lack it.
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where the page's font for the taka sign is served (same origin: the page's policy allows `font-src 'self'`). */
export const TAKA_FONT_PATH = `${SANDBOX_PATH}/taka-sign.woff2`;

const CSS = `
@font-face{font-family:"Taka Sign";src:url(${TAKA_FONT_PATH}) format("woff2");unicode-range:U+09F3;font-display:swap}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;color:#0f172a;font:16px/1.5 "Taka Sign",system-ui,-apple-system,"Segoe UI",sans-serif}
main{width:min(28rem,100% - 2rem);background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(15,23,42,.12);padding:1.75rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.note{margin:0 0 1.25rem;padding:.5rem .75rem;border-radius:8px;background:#fef3c7;color:#78350f;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#475569}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
fieldset{border:1px solid #cbd5e1;border-radius:8px;margin:0 0 1.25rem;padding:.75rem 1rem}
legend{padding:0 .25rem;font-weight:600}
label{display:flex;align-items:center;gap:.5rem;padding:.25rem 0;cursor:pointer}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button,a.button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:.65rem 1rem;cursor:pointer;text-align:center;text-decoration:none}
button:focus-visible,a.button:focus-visible,input:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.pay{background:#047857;color:#fff}.pending{background:#b45309;color:#fff}
.fail{background:#b91c1c;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
a.button{display:block;background:#1d4ed8;color:#fff}
`;

export const SANDBOX_STATUS_TEXT: Record<SandboxCharge['status'], string> = {
  UNPAID: 'Waiting for payment',
  COMPLETED: 'This payment is completed.',
  PENDING: 'This payment is waiting for approval by the gateway admin.',
  ERROR: 'This payment failed.',
  CANCELLED: 'This payment was cancelled.',
};

function layout(nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox payment</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const button = (action: string, label: string, kind: string) =>
  `<button type="submit" name="action" value="${action}" class="${kind}">${label}</button>`;

/** Where "Return to the shop" goes for a settled charge. */
export function returnUrl(charge: SandboxCharge): string {
  if (charge.status === 'CANCELLED' || !charge.invoiceId) return charge.cancelUrl;
  const url = new URL(charge.redirectUrl);
  url.searchParams.set('invoice_id', charge.invoiceId);
  return url.toString();
}

export function renderCheckoutPage(charge: SandboxCharge, nonce: string, formAction: string): string {
  const summary = `
<h1>Sandbox payment</h1>
<p class="note">Test gateway: no real money moves. It speaks UddoktaPay's protocol and never runs in production.</p>
<dl>
<dt>Amount</dt><dd>৳${escapeHtml(charge.amount)}</dd>
<dt>Name</dt><dd>${escapeHtml(charge.fullName)}</dd>
<dt>E-mail</dt><dd>${escapeHtml(charge.email)}</dd>
<dt>Status</dt><dd>${escapeHtml(SANDBOX_STATUS_TEXT[charge.status])}</dd>
</dl>`;
  const action = escapeHtml(formAction);
  if (charge.status === 'UNPAID') {
    const methods = Object.entries(SANDBOX_METHODS)
      .map(
        ([value, label], i) =>
          `<label><input type="radio" name="payment_method" value="${value}"${i === 0 ? ' checked' : ''}> ${label}</label>`,
      )
      .join('\n');
    return layout(
      nonce,
      `${summary}
<form method="post" action="${action}">
<fieldset><legend>Pay with</legend>
${methods}
</fieldset>
<div class="actions">
${button('pay', 'Pay', 'pay')}
${button('pending', 'Pending', 'pending')}
${button('fail', 'Fail', 'fail')}
${button('cancel', 'Cancel', 'cancel')}
</div>
</form>`,
    );
  }
  if (charge.status === 'PENDING') {
    return layout(
      nonce,
      `${summary}
<p>Act as the UddoktaPay admin who checks the wallet transfer:</p>
<form method="post" action="${action}">
<div class="actions">
${button('approve', 'Approve', 'pay')}
${button('reject', 'Reject', 'fail')}
</div>
</form>`,
    );
  }
  return layout(nonce, `${summary}\n<a class="button" href="${escapeHtml(returnUrl(charge))}">Return to the shop</a>`);
}

/** return_type POST: the buyer goes back by a form POST carrying invoice_id (no script, so one button). */
export function renderPostReturn(charge: SandboxCharge, nonce: string): string {
  return layout(
    nonce,
    `<h1>Sandbox payment</h1>
<p>${escapeHtml(SANDBOX_STATUS_TEXT[charge.status])}</p>
<form method="post" action="${escapeHtml(charge.redirectUrl)}">
<input type="hidden" name="invoice_id" value="${escapeHtml(charge.invoiceId ?? '')}">
<div class="actions"><button type="submit" class="pay">Return to the shop</button></div>
</form>`,
  );
}

import { PRODUCT_NAME } from '~/domain/site';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The confirmation page's own policy: no script, its inline style, and a form that posts back here only. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const page = (title: string, content: string): string => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${PRODUCT_NAME}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f7f5ef;color:#14171a;margin:0;padding:2rem 1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #d9d6cc;border-radius:12px;padding:1.5rem}
h1{color:#0b3d2e;font-size:1.4rem;margin-top:0}
button{background:#0b3d2e;color:#fff;border:0;border-radius:8px;padding:.75rem 1.25rem;font-size:1rem;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #c9a227;outline-offset:2px}
a{color:#0b3d2e}
</style>
</head>
<body><main>${content}</main></body>
</html>
`;

/** GET with a valid token: what the link turns off, and the button that does it (a POST, as RFC 8058 asks). */
export const confirmUnsubscribePage = (what: string, token: string, siteUrl: string): string =>
  page(
    'Unsubscribe',
    `<h1>Stop ${escapeHtml(what)}?</h1>
<p>Press the button to stop these e-mails. You do not need to sign in.</p>
<form method="post" action="/api/alerts/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit">Unsubscribe</button>
</form>
<p>You can change all your alerts on <a href="${escapeHtml(siteUrl)}/account#alerts">your account page</a>.</p>`,
  );

/** After the POST: done. */
export const unsubscribedPage = (message: string, siteUrl: string): string =>
  page(
    'Unsubscribed',
    `<h1>Unsubscribed</h1>
<p role="status">${escapeHtml(message)}</p>
<p>You can turn it back on at any time on <a href="${escapeHtml(siteUrl)}/account#alerts">your account page</a>.</p>`,
  );

/** A forged, altered or expired link. */
export const invalidUnsubscribePage = (message: string, siteUrl: string): string =>
  page(
    'Link not valid',
    `<h1>This link does not work</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(siteUrl)}/account#alerts">Go to your account page</a></p>`,
  );

import { isLanguage, type Language } from '@snackparty/protocol';
import { MAIL_MESSAGES, type MailMessages } from './messages';

export type MailKind = 'verify' | 'reset' | 'delete' | 'invite' | 'signupAttempt' | 'newsletter' | 'contact';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailParams {
  /** The recipient's name for the greeting; left out when unknown. */
  name?: string | null;
  /** Where the yellow button leads. */
  link?: string;
  /** Shown in the footer of mails that may carry news. */
  unsubscribeLink?: string;
  inviter?: string;
  /** The contact form's message, quoted in the mail to the operators. */
  contact?: { name: string; email: string; message: string };
}

const BUTTON_COLOUR = '#FFCB2E';

function fill(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The subject, plain text and HTML of one mail, in the recipient's language (English when unknown). */
export function renderMail(kind: MailKind, language: string, params: MailParams): MailContent {
  const messages: MailMessages = MAIL_MESSAGES[isLanguage(language) ? language : ('en' as Language)];
  if (kind === 'contact') return renderContact(messages, params);
  const action = messages[kind];
  const values = { name: params.name ?? '', inviter: params.inviter };
  const paragraphs = [fill(action.body, values)];
  // Every such mail can reach someone who did not ask for it (a typo, a stranger's form).
  const afterButton = [messages.ignore];
  const greeting = params.name ? fill(messages.greeting, values) : undefined;

  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs,
    '',
    ...(params.link ? [`${action.button}: ${params.link}`, ''] : []),
    ...afterButton,
    '',
    '--',
    messages.footer,
    ...(params.unsubscribeLink ? [`${messages.unsubscribe}: ${params.unsubscribeLink}`] : []),
  ].join('\n');

  const html = layout(
    [
      ...(greeting ? [`<p>${escapeHtml(greeting)}</p>`] : []),
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...(params.link ? [button(action.button, params.link), `<p style="font-size:12px;color:#666">${escapeHtml(messages.linkHint)}<br><a href="${escapeHtml(params.link)}">${escapeHtml(params.link)}</a></p>`] : []),
      ...afterButton.map((p) => `<p style="font-size:12px;color:#666">${escapeHtml(p)}</p>`),
    ].join('\n'),
    messages,
    params.unsubscribeLink,
  );
  return { subject: fill(action.subject, values), text, html };
}

function renderContact(messages: MailMessages, params: MailParams): MailContent {
  const contact = params.contact ?? { name: '', email: '', message: '' };
  const values = { name: contact.name, email: contact.email };
  const intro = fill(messages.contact.body, values);
  return {
    subject: fill(messages.contact.subject, values),
    text: `${intro}\n\n${contact.message}\n`,
    html: layout(`<p>${escapeHtml(intro)}</p>\n<blockquote style="white-space:pre-wrap;border-left:4px solid ${BUTTON_COLOUR};margin:0;padding-left:12px">${escapeHtml(contact.message)}</blockquote>`, messages),
  };
}

function button(label: string, link: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:${BUTTON_COLOUR};color:#1b1b1b;` +
    `padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>`
  );
}

function layout(content: string, messages: MailMessages, unsubscribeLink?: string): string {
  const unsubscribe = unsubscribeLink ? `<br><a href="${escapeHtml(unsubscribeLink)}" style="color:#999">${escapeHtml(messages.unsubscribe)}</a>` : '';
  return `<!doctype html>
<html><body style="margin:0;background:#f2eded;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px">
<tr><td style="background:#1b1b1b;color:${BUTTON_COLOUR};font-size:24px;font-weight:bold;padding:16px 24px;border-radius:12px 12px 0 0">Snackparty</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${content}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#999">${escapeHtml(messages.footer)}${unsubscribe}</td></tr>
</table></td></tr></table>
</body></html>`;
}

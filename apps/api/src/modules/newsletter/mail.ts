/** The newsletter's e-mails: the confirmation link, and an announcement with its unsubscribe link. */
import { TOPIC_LABELS, type AnnouncementAudience } from '@chamber/contracts';
import sanitizeHtml from 'sanitize-html';
import type { Mail } from '../../lib/mailer.ts';
import { escapeHtml } from '../seo/html.ts';

export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

const link = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

export function confirmationMail(
  { publicUrl, companyName }: { publicUrl: string; companyName: string },
  to: string,
  token: string,
): Mail {
  const url = link(publicUrl, CONFIRM_PATH, token);
  return {
    to,
    subject: `Please confirm your subscription to ${companyName}`,
    text: [
      `Someone (we hope you) signed up ${to} for the newsletter of ${companyName}.`,
      '',
      'To confirm, open this link and press "Confirm my subscription":',
      url,
      '',
      'The link works once, for 7 days. If you did not sign up, ignore this e-mail: nothing will be sent to you.',
    ].join('\n'),
  };
}

/** Rich text as plain text: paragraphs on their own lines, links as "label (address)". */
function plainText(html: string) {
  const marked = html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div|blockquote)>/gi, '\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * An announcement to one subscriber: the stored (sanitised) body with the site's own addresses
 * made absolute for a mail program, and the unsubscribe link in the text, in the HTML and in the
 * List-Unsubscribe headers (RFC 2369, and RFC 8058's one-click POST).
 */
export function announcementMail(
  site: { publicUrl: string; companyName: string; mailbox: string },
  announcement: { subject: string; body: string; topic: AnnouncementAudience },
  to: string,
  unsubscribeToken: string,
): Mail {
  const unsubscribe = link(site.publicUrl, UNSUBSCRIBE_PATH, unsubscribeToken);
  const body = announcement.body.replace(/(src|href)="\//g, `$1="${site.publicUrl}/`);
  const why =
    announcement.topic === 'all'
      ? `You receive this because you subscribed to the newsletter of ${site.companyName}.`
      : `You receive this because you subscribed to ${TOPIC_LABELS[announcement.topic].toLowerCase()} from ${site.companyName}.`;
  return {
    to,
    subject: announcement.subject,
    text: `${plainText(body)}\n\n--\n${why}\nUnsubscribe: ${unsubscribe}\n`,
    html: [
      '<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">',
      `<div style="max-width:600px;margin:0 auto">${body}`,
      '<hr style="border:none;border-top:1px solid #d9dee3;margin:32px 0 16px">',
      `<p style="font-size:13px;color:#5f6b76">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:#5f6b76">Unsubscribe</a></p>`,
      '</div></body></html>',
    ].join(''),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>, <mailto:${site.mailbox}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

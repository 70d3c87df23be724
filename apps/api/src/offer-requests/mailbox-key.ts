import { createHash } from 'node:crypto';

/** Google delivers every spelling of a Gmail address with or without dots, at either domain, to one mailbox. */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an e-mail address reaches, hashed, as the key of the per-address limits (never for sending:
 * mails go to the address as typed, and the stored request keeps it so). Lower case, and without a `+tag`
 * of the local part: Gmail, Outlook, iCloud and most other large providers deliver name+tag@ to name@, so
 * each tag would otherwise count as another recipient. For gmail.com and googlemail.com also without the
 * dots of the local part, which Google ignores. Other providers' dots and '-' stay: there they tell real
 * mailboxes apart (anna.lena@ and annalena@ are two people). Two real mailboxes that meet here anyway share
 * a limit, which at worst withholds a confirmation or asks one of them to wait.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  let local = at > 0 ? address.slice(0, at) : address;
  let domain = at > 0 ? address.slice(at + 1) : '';
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return createHash('sha256').update(`${local}@${domain}`).digest('hex');
}

import { FORM_TOKEN_SLOT, type FormPostResult, type PostedForm } from '@agency/contracts';
import { Send } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { RegisteredField } from './field-error';
import { TextField } from './fields';
import { useReveal } from './reveal';

/** The requester's fields every request form asks for (offer dialog, enquiry form). */
type RequesterField = 'name' | 'email' | 'phone' | 'company' | 'address' | 'zip' | 'town';

/**
 * Name, E-Mail, Telefon, Unternehmen, Adresse, PLZ, Ort of both request forms (all but
 * Telefon required; the browser's own check first, then the contract schema's messages below each field).
 */
export function RequesterFields({
  field,
  markRequired,
  numericZip,
}: {
  /** The form's fields (`fieldsOf`). */
  field: (name: RequesterField) => RegisteredField;
  /** Show the asterisks (the offer dialog does; the enquiry form, as the spec says, does not). */
  markRequired?: boolean;
  numericZip?: boolean;
}) {
  const required = { required: true, markRequired };
  return (
    <>
      <TextField label="Name" {...required} autoComplete="name" {...field('name')} data-autofocus />
      <TextField label="E-Mail" type="email" {...required} autoComplete="email" {...field('email')} />
      <TextField label="Telefon" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField label="Unternehmen" {...required} autoComplete="organization" {...field('company')} />
      <TextField
        label="Adresse"
        {...required}
        autoComplete="street-address"
        {...field('address')}
        className="sm:col-span-2"
      />
      <TextField
        label="PLZ"
        {...required}
        autoComplete="postal-code"
        inputMode={numericZip ? 'numeric' : undefined}
        {...field('zip')}
      />
      <TextField label="Ort" {...required} autoComplete="address-level2" {...field('town')} />
    </>
  );
}

/**
 * The failure of a request form's send (the generic message, or the rate limit's), above its fields: it
 * takes the focus and is scrolled into view when it appears, and is announced (role alert).
 */
export function SendErrorAlert({ message }: { message: string | undefined }) {
  const reveal = useReveal<HTMLParagraphElement>();
  if (!message) return null;
  return (
    <p
      ref={reveal}
      role="alert"
      tabIndex={-1}
      // Also on the server-rendered answer to a post, which runs no code: the browser focuses it on load.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the form's result, which the visitor waits for
      autoFocus
      className="scroll-my-28 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 outline-none sm:col-span-2"
    >
      {message}
    </p>
  );
}

/**
 * What a request form posts besides its fields when the browser sends it itself (no JavaScript yet): which
 * form it is and its render token (a fresh one per answer in place of FORM_TOKEN_SLOT, see page-cache.ts).
 */
export function PostedFormFields({ form, posted }: { form: PostedForm; posted: FormPostResult | undefined }) {
  return (
    <>
      <input type="hidden" name="form" value={form} />
      {/* The page cache fills the slot per answer; the browser's code keeps what the server put there. */}
      <input type="hidden" name="form_token" defaultValue={posted?.token ?? FORM_TOKEN_SLOT} suppressHydrationWarning />
    </>
  );
}

/** A request form's submit button: 'Wird gesendet...' and disabled while sending. */
export function SendButton({ sending, label, large }: { sending: boolean; label: string; large?: boolean }) {
  return (
    <div className="sm:col-span-2">
      <button
        type="submit"
        disabled={sending}
        className={cn(
          'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-navy-900 font-semibold text-white transition hover:bg-navy-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto',
          large ? 'px-6 py-3.5' : 'px-5 py-3',
        )}
      >
        <Send className="size-4" aria-hidden />
        {sending ? 'Wird gesendet...' : label}
      </button>
    </div>
  );
}

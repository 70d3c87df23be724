import { Send } from 'lucide-react';
import { cn } from '../../lib/cn';
import { SEND_ERROR } from '../../lib/offer-form';
import type { RegisteredField } from './field-error';
import { TextField } from './fields';

/** The requester's fields every request form asks for (offer dialog, enquiry form). */
type RequesterField = 'name' | 'email' | 'phone' | 'company' | 'address' | 'zip' | 'town';

/**
 * Name, E-Mail, Telefon, Unternehmen, Adresse, PLZ, Ort of both request forms (public-site §5: all but
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

/** The send failure of a request form (public-site §8), above its fields. */
export function SendErrorAlert({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
      {SEND_ERROR}
    </p>
  );
}

/** A request form's submit button: 'Wird gesendet...' and disabled while sending (public-site §4). */
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

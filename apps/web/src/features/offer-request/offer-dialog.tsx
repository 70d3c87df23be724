import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { signalTrack } from '../../lib/track-signal';
import { OfferForm, PrivacyNote } from './offer-form';
import { THANK_YOU_MS } from './offer-options';

export interface OfferDialogProps {
  onClose: () => void;
  /** A service chosen before opening. */
  service?: string;
  /** A first line for the message, e.g. the chosen subscription package. */
  message?: string;
}

/**
 * The shared offer-request dialog: after a successful send its thank-you panel stays THANK_YOU_MS, then the
 * dialog closes (opened again, the form is empty).
 */
export default function OfferDialog({ onClose, service = '', message = '' }: OfferDialogProps) {
  const [sent, setSent] = useState(false);

  useEffect(() => {
    // The funnel's 'offer dialog opened' step (docs/metrics.md); sent only with consent, like every event.
    signalTrack('solution_modal', 'offer-request', service ? { service } : undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onClose, THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onClose]);

  return (
    <Dialog
      title="Unverbindliches Angebot anfragen"
      description={
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4 text-accent-700" aria-hidden />
          Wir melden uns innerhalb von 24 Stunden bei Ihnen.
        </span>
      }
      onClose={onClose}
      testId="offer-dialog"
      footer={<PrivacyNote onNavigate={onClose} />}
    >
      <OfferForm service={service} message={message} onSent={() => setSent(true)} />
    </Dialog>
  );
}

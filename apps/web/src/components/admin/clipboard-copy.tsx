import { Copy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './ui';

/**
 * Copying a text staff need elsewhere (recovery codes, an API key, a shared link): `copy` puts it on the
 * clipboard, `status` is the live region that says whether it worked, and `failed` what to do instead.
 */
export function useClipboardCopy(failed: string): { copy: (text: string) => Promise<void>; status: ReactNode } {
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const status = (
    <span role="status" className={copied === 'failed' ? 'text-sm text-red-700' : 'text-sm text-emerald-700'}>
      {copied === 'yes' ? 'In die Zwischenablage kopiert' : copied === 'failed' ? failed : ''}
    </span>
  );
  return { copy, status };
}

/**
 * The buttons below a secret shown this once (an API key, recovery codes): copy `text` (`copyLabel`), any
 * other way to keep it (`children`), 'Fertig'; then whether copying worked (`failed`: what to do instead).
 */
export function ShownOnceActions({
  text,
  copyLabel,
  failed,
  onDone,
  children,
}: {
  text: string;
  copyLabel: string;
  failed: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  const { copy, status } = useClipboardCopy(failed);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={() => void copy(text)}>
        <Copy className="size-4" aria-hidden />
        {copyLabel}
      </Button>
      {children}
      <Button variant="primary" onClick={onDone}>
        Fertig
      </Button>
      {status}
    </div>
  );
}

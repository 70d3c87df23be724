import { useState, type ReactNode } from 'react';

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

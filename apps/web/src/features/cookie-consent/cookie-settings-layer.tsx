import { createRoot } from 'react-dom/client';
import { CookieSettingsDialog, type CookieSettingsDialogProps } from './cookie-settings-dialog';

/**
 * The settings dialog in a React root of its own at the end of the page, for the banner's script
 * (cookie-consent.ts), which loads this module on the first request for the settings. The returned function
 * removes the dialog again: its focus goes back to where it was, the page scrolls again.
 */
export function showCookieSettings(props: CookieSettingsDialogProps): () => void {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(<CookieSettingsDialog {...props} />);
  return () => {
    root.unmount();
    container.remove();
  };
}

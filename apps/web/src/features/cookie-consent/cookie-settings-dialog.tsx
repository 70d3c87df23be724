import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { CloseButton, ModalFrame, useDialogFocus } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { choiceButton } from './choice-button';
import { COOKIE_CATEGORIES, type CookieCategoryId } from './cookie-categories';

export interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface CookieSettingsDialogProps {
  initial: CookieChoice;
  onSave: (choice: CookieChoice) => void;
  onAcceptAll: () => void;
  onClose: () => void;
}

/** Per-category settings; necessary cookies are always on, one category's cookie list open at a time. */
export function CookieSettingsDialog({ initial, onSave, onAcceptAll, onClose }: CookieSettingsDialogProps) {
  const [choice, setChoice] = useState<CookieChoice>(initial);
  const [expanded, setExpanded] = useState<CookieCategoryId | null>(null);
  const titleId = useId();

  const panel = useRef<HTMLDivElement>(null);
  // Focus in and kept inside, Escape closes, focus back to the button that opened it.
  useDialogFocus(panel, onClose);

  return (
    <ModalFrame
      panel={panel}
      titleId={titleId}
      onBackdrop={onClose}
      backdropTestId="cookie-settings-backdrop"
      className="relative flex max-h-[90vh] w-full max-w-2xl flex-col overflow-hidden rounded-t-2xl bg-white shadow-2xl outline-none sm:rounded-2xl"
    >
      <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-navy-900">
            Cookie-Einstellungen
          </h2>
          <p className="mt-1 text-sm text-slate-600">Entscheiden Sie selbst, welche Cookies wir verwenden dürfen.</p>
        </div>
        <CloseButton onClose={onClose} />
      </header>

      <div className="flex-1 space-y-3 overflow-y-auto px-6 py-5">
        {COOKIE_CATEGORIES.map((category) => {
          const isOpen = expanded === category.id;
          const listId = `${titleId}-${category.id}`;
          return (
            <div key={category.id} className="rounded-xl border border-slate-200">
              <div className="flex items-start gap-3 p-4">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded(isOpen ? null : category.id)}
                  className="flex flex-1 items-start gap-2 text-left"
                >
                  <ChevronDown
                    className={cn('mt-0.5 size-4 shrink-0 text-slate-400 transition-transform', isOpen && 'rotate-180')}
                    aria-hidden
                  />
                  <span>
                    <span className="block font-medium text-navy-900">{category.title}</span>
                    <span className="mt-1 block text-sm text-slate-600">{category.description}</span>
                  </span>
                </button>
                {category.id === 'necessary' ? (
                  <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">
                    Erforderlich
                  </span>
                ) : (
                  <label className="relative inline-flex shrink-0 cursor-pointer items-center">
                    <input
                      type="checkbox"
                      className="peer sr-only"
                      checked={choice[category.id]}
                      aria-label={category.title}
                      onChange={() => {
                        const id = category.id as keyof CookieChoice;
                        setChoice((current) => ({ ...current, [id]: !current[id] }));
                      }}
                    />
                    <span className="h-6 w-11 rounded-full bg-slate-300 transition peer-checked:bg-accent-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500" />
                    <span className="absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition peer-checked:translate-x-5" />
                  </label>
                )}
              </div>
              {isOpen && (
                <ul id={listId} className="space-y-2 border-t border-slate-100 bg-slate-50 px-4 py-3">
                  {category.cookies.map((cookie) => (
                    <li key={cookie.name} className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr_auto] sm:gap-3">
                      <span className="font-medium text-navy-900">{cookie.name}</span>
                      <span className="text-slate-600">{cookie.purpose}</span>
                      <span className="text-slate-500">Laufzeit: {cookie.duration}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>

      {/* Saving the selection weighs as much as accepting everything: one look, one size, in reading order. */}
      <footer className="grid gap-2 border-t border-slate-200 px-6 py-4 sm:grid-cols-2">
        <button type="button" onClick={() => onSave(choice)} className={choiceButton}>
          Auswahl speichern
        </button>
        <button type="button" onClick={onAcceptAll} className={choiceButton}>
          Alle akzeptieren
        </button>
      </footer>
    </ModalFrame>
  );
}

import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

/** Questions with one answer open at a time; clicking the open one closes it (spec §4). */
export function Accordion({
  items,
  onOpen,
  openId: controlledOpenId,
  onOpenChange,
}: {
  items: AccordionItem[];
  onOpen?: (item: AccordionItem) => void;
  /** Controlled use: several accordions sharing one open question. */
  openId?: string | null;
  onOpenChange?: (id: string | null) => void;
}) {
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null);
  const openId = controlledOpenId === undefined ? ownOpenId : controlledOpenId;
  const setOpenId = onOpenChange ?? setOwnOpenId;
  const baseId = useId();
  return (
    <div className="space-y-3">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <div
            key={item.id}
            className={cn(
              'rounded-xl border bg-white transition',
              open ? 'border-accent-500 shadow-sm' : 'border-slate-200',
            )}
          >
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  setOpenId(open ? null : item.id);
                  if (!open) onOpen?.(item);
                }}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900"
              >
                {item.question}
                <ChevronDown
                  className={cn(
                    'size-5 shrink-0 text-slate-400 transition-transform',
                    open && 'rotate-180 text-accent-700',
                  )}
                  aria-hidden
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 leading-relaxed text-slate-600"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

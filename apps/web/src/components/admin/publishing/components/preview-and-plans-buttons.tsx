import { Eye, ListTodo } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui';
import { PlansDialog } from './plans-dialog';
import { PreviewDialog } from './preview-dialog';

/** The toolbar buttons 'Vorschau' and 'Geplant' of a collection or document. */
export function PreviewAndPlansButtons({
  resource,
  describe,
  onChanged,
}: {
  resource: string;
  describe?: (itemId: string) => string | undefined;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<'preview' | 'plans' | null>(null);
  return (
    <>
      <Button onClick={() => setOpen('preview')}>
        <Eye className="size-4" aria-hidden />
        Vorschau
      </Button>
      <Button onClick={() => setOpen('plans')}>
        <ListTodo className="size-4" aria-hidden />
        Geplant
      </Button>
      {open === 'preview' && <PreviewDialog resource={resource} onClose={() => setOpen(null)} />}
      {open === 'plans' && (
        <PlansDialog resource={resource} describe={describe} onClose={() => setOpen(null)} onChanged={onChanged} />
      )}
    </>
  );
}

import {
  createCustomerNoteSchema,
  type CreateCustomerNoteRequest,
  type Customer,
  type CustomerNote,
  type CustomerNoteType,
} from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Circle, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import {
  Banner,
  Button,
  EmptyState,
  errorText,
  formatDate,
  formatDateTime,
  Input,
  Panel,
  Select,
  TextArea,
  useBanner,
} from '../../components/admin/ui';
import { loadState } from '../../components/admin/load-state';
import { useFormUnsavedChanges } from '../../components/admin/unsaved-changes';
import { VirtualList } from '../../components/admin/virtual-list';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf } from '../../components/forms/field-error';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { addCustomerNote } from './api/add-note';
import { notesQueryKey, useCustomerNotes } from './api/list-notes';
import { useCustomers } from './api/search-customers';
import { setTaskStatus } from './api/set-task-status';

const TYPE_LABELS: Record<CustomerNoteType, string> = {
  note: 'Notiz',
  task: 'Aufgabe',
  communication: 'Kommunikation',
};
type NoteForm = { type: CustomerNoteType; title: string; content: string; dueDate: string };
const emptyForm: NoteForm = { type: 'note', title: '', content: '', dueDate: '' };

/** The note as POST /api/admin/customer-notes takes it (createCustomerNoteSchema). */
const notePayload = (customer: Customer, form: NoteForm): CreateCustomerNoteRequest => ({
  customer_id: customer.id,
  customer_code: customer.code ?? '',
  customer_name: customer.name,
  type: form.type,
  title: form.title,
  content: form.content,
  dueDate: form.type === 'task' ? form.dueDate : '',
  status: form.type === 'task' ? 'open' : undefined,
});

function NoteRow({
  note,
  onToggle,
  busy,
}: {
  note: CustomerNote;
  onToggle: (note: CustomerNote) => void;
  busy: boolean;
}) {
  const isTask = note.type === 'task';
  const done = note.status === 'done';
  return (
    <div className="border-b border-slate-100 py-3 pr-2" data-testid="note-row">
      <div className="flex items-start gap-3">
        {isTask ? (
          <button
            type="button"
            onClick={() => onToggle(note)}
            disabled={busy}
            aria-label={done ? 'Als offen markieren' : 'Als erledigt markieren'}
            className="mt-0.5"
          >
            {done ? (
              <CheckCircle2 className="size-5 text-emerald-600" aria-hidden />
            ) : (
              <Circle className="size-5 text-slate-400" aria-hidden />
            )}
          </button>
        ) : (
          <span className="mt-1 size-2 shrink-0 rounded-full bg-accent-500" />
        )}
        <div className="min-w-0 flex-1">
          <p className={cn('font-medium text-navy-900', done && 'text-slate-400 line-through')}>{note.title}</p>
          <p className="text-xs text-slate-500">
            {TYPE_LABELS[note.type]} · {formatDateTime(note.created_at)}
            {note.created_by ? ` · ${note.created_by}` : ''}
            {isTask && ` · fällig: ${formatDate(note.due_date)} · ${done ? 'erledigt' : 'offen'}`}
          </p>
          {note.content && <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{note.content}</p>}
        </div>
      </div>
    </div>
  );
}

/** Kundennotizen: customer search, a note form and the history of notes and tasks. */
export function CustomerNotesScreen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const customers = useCustomers(deferred);
  const [selected, setSelected] = useState<Customer | null>(null);
  const notes = useCustomerNotes(selected?.id ?? null);
  const form = useContractForm<NoteForm>({
    schema: createCustomerNoteSchema,
    defaultValues: emptyForm,
    payload: (values) => (selected ? notePayload(selected, values) : values),
    fieldOf: { due_date: 'dueDate' },
  });
  useFormUnsavedChanges(form);
  const type = form.watch('type');
  const field = fieldsOf(form.register, form.formState.errors);
  const banner = useBanner();
  const reload = () => queryClient.invalidateQueries({ queryKey: notesQueryKey(selected?.id ?? null) });

  const add = useMutation({
    mutationFn: ({ customer, values }: { customer: Customer; values: NoteForm }) =>
      addCustomerNote(client, notePayload(customer, values)),
    onSuccess: () => {
      banner.success('Eintrag gespeichert!');
      form.reset(emptyForm);
      void reload();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern')),
  });
  const toggle = useMutation({
    mutationFn: (note: CustomerNote) => setTaskStatus(client, note.id, note.status === 'done' ? 'open' : 'done'),
    onSuccess: () => void reload(),
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern')),
  });

  const list = customers.data?.customers ?? [];
  const notesGate = loadState(notes, 'Fehler beim Laden der Einträge');
  return (
    <div className="grid gap-5 lg:grid-cols-[20rem_1fr]">
      <Panel title="Kunden">
        <label className="relative block">
          <span className="sr-only">Kunden suchen</span>
          <Search className="absolute left-3 top-2.5 size-4 text-slate-400" aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, Nummer oder E-Mail"
            className="w-full rounded-lg border border-slate-300 py-2 pl-9 pr-3 text-sm"
          />
        </label>
        <div className="mt-3">
          {loadState(customers, 'Fehler beim Laden der Kunden') ??
            (customers.data?.configured === false ? (
              <p className="text-sm text-slate-500">
                Keine Buchhaltungsdatenbank (MySQL) eingerichtet. Unter System können Sie sie konfigurieren.
              </p>
            ) : (
              <VirtualList
                items={list}
                estimateSize={56}
                maxHeight="60vh"
                label="Kunden"
                getKey={(customer) => customer.id}
                renderItem={(customer) => (
                  <button
                    type="button"
                    onClick={() => setSelected(customer)}
                    aria-pressed={selected?.id === customer.id}
                    className={cn(
                      'block w-full rounded-lg px-3 py-2 text-left text-sm',
                      selected?.id === customer.id ? 'bg-accent-50 text-accent-900' : 'hover:bg-slate-50',
                    )}
                  >
                    <span className="block truncate font-medium">{customer.name}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {customer.code ?? '–'} · {customer.email}
                    </span>
                  </button>
                )}
                empty="Keine Kunden gefunden"
              />
            ))}
        </div>
      </Panel>

      <div className="space-y-5">
        <Banner message={banner.message} onClose={banner.clear} />
        {!selected ? (
          <EmptyState>Bitte wählen Sie einen Kunden aus der Liste aus.</EmptyState>
        ) : notesGate ? (
          // Until the customer's history is loaded, no entry is added to it.
          notesGate
        ) : (
          <>
            <Panel title={`Neuer Eintrag für ${selected.name}`}>
              <form
                className="grid gap-4 sm:grid-cols-2"
                noValidate
                // A customer and a title are needed, otherwise nothing is sent; the schema says which.
                onSubmit={(event) =>
                  void form.handleSubmit((values) => add.mutate({ customer: selected, values }))(event)
                }
              >
                <Select label="Typ" {...field('type')}>
                  {Object.entries(TYPE_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
                {type === 'task' ? <Input label="Fällig am" type="date" {...field('dueDate')} /> : <div />}
                <Input label="Titel" required {...field('title')} className="sm:col-span-2" />
                <TextArea label="Inhalt" {...field('content')} className="sm:col-span-2" />
                <div className="sm:col-span-2">
                  <Button variant="primary" type="submit" busy={add.isPending} disabled={add.isPending}>
                    Eintrag speichern
                  </Button>
                </div>
              </form>
            </Panel>
            <Panel title="Verlauf">
              <VirtualList
                items={notes.data ?? []}
                estimateSize={80}
                maxHeight="50vh"
                label="Notizen"
                getKey={(note) => note.id}
                renderItem={(note) => (
                  <NoteRow note={note} onToggle={(n) => toggle.mutate(n)} busy={toggle.isPending} />
                )}
                empty="Noch keine Einträge"
              />
            </Panel>
          </>
        )}
      </div>
    </div>
  );
}

import { FAQ_ICONS, faqCategoriesSchema, faqKind, type FaqCategory, storedFaqCategorySchema } from '@agency/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DocumentToolbar, useDocumentEditor } from '../../components/admin/publishing';
import {
  Banner,
  Button,
  CollapsibleCard,
  EmptyState,
  IconButton,
  IconSelect,
  Input,
  Switch,
  TextArea,
  useBanner,
} from '../../components/admin/ui';
import { useOpenCard } from '../../components/admin/use-open-card';
import { cn } from '../../lib/cn';
import { countOf } from '../../lib/staff-format';
import { z } from 'zod';

/** Categories and questions by id, for the history: a category by its title, a question by its text. */
function itemNames(categories: FaqCategory[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const category of categories) {
    if (category.title) names[category.id] = category.title;
    for (const question of category.questions) if (question.question) names[question.id] = question.question;
  }
  return names;
}

/** The form's values: the document (an array) under one name. */
type FaqForm = { categories: FaqCategory[] };

type Pending = { kind: 'category'; index: number } | { kind: 'question'; index: number; question: number };
const localId = () => `neu-${Math.random().toString(36).slice(2, 8)}`;

/** The history's names of the fields, as this screen labels them. */
const FIELD_LABELS: Record<string, string> = {
  '[].title': 'Kategorietitel',
  '[].icon': 'Symbol',
  '[].questions[].question': 'Frage',
  '[].questions[].answer': 'Antwort',
  '[].questions[].active': 'Aktiv',
};

/** FAQ: collapsible categories with questions; edits stay local until 'Entwurf speichern' or 'Veröffentlichen'. */
export function FaqScreen() {
  const banner = useBanner();
  // A reload (e.g. the one after a save) keeps what was changed since that save began.
  const edited = useDocumentEditor(faqKind, {
    stored: z.array(storedFaqCategorySchema),
    failure: 'Fehler beim Laden der FAQs',
    toDraft: (data): FaqForm => ({ categories: data.document ?? [] }),
    schema: faqCategoriesSchema,
    checked: (values) => values.categories,
    fieldOf: (path) => (path ? `categories.${path}` : undefined),
    banner,
    // New entries go without their local id; the server assigns one.
    payload: (values) =>
      values.categories.map((c) => ({
        ...c,
        id: c.id.startsWith('neu-') ? undefined : c.id,
        questions: c.questions.map((q) => ({ ...q, id: q.id.startsWith('neu-') ? undefined : q.id })),
      })),
    saved: 'FAQs erfolgreich gespeichert!',
    failed: 'Fehler beim Speichern der FAQs',
  });
  const { form, gate, field, saveAs } = edited;
  const categories = form.watch('categories') ?? [];
  const setCategories = (next: FaqCategory[]) => form.setValue('categories', next);
  const cards = useOpenCard();
  const [pending, setPending] = useState<Pending | null>(null);
  const update = (index: number, next: Partial<FaqCategory>) =>
    setCategories(categories.map((c, i) => (i === index ? { ...c, ...next } : c)));

  // The first category with a message opens, so its fields show it.
  const openFirstInvalid = (message: string, errors: { categories?: unknown }) => {
    banner.error(message);
    cards.showFirstInvalid(
      errors.categories,
      categories.map((category) => category.id),
    );
  };

  if (gate) return gate;
  return (
    <div className="space-y-5">
      <DocumentToolbar
        editor={edited}
        title="FAQ"
        hint="Änderungen werden erst mit „Entwurf speichern“ oder „Veröffentlichen“ übernommen."
        fieldLabels={FIELD_LABELS}
        itemNames={itemNames(categories)}
        onSave={(mode) => saveAs(mode, openFirstInvalid)}
      >
        <Button
          onClick={() => {
            const id = localId();
            setCategories([...categories, { id, title: 'Neue Kategorie', icon: 'HelpCircle', questions: [] }]);
            cards.show(id);
          }}
        >
          <Plus className="size-4" aria-hidden />
          Kategorie hinzufügen
        </Button>
      </DocumentToolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      {categories.length === 0 ? (
        <EmptyState>Keine FAQ-Kategorien vorhanden</EmptyState>
      ) : (
        categories.map((category, index) => (
          <CollapsibleCard
            key={category.id}
            data-testid="faq-category"
            title={category.title}
            detail={countOf(category.questions.length, 'Frage', 'Fragen')}
            {...cards.cardOf(category.id)}
            actions={
              <IconButton
                label="Kategorie löschen"
                className="hover:text-red-600"
                onClick={() => setPending({ kind: 'category', index })}
              >
                <Trash2 className="size-4" aria-hidden />
              </IconButton>
            }
            bodyClassName="space-y-4"
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <Input label="Kategorietitel" {...field(`categories.${index}.title`)} />
              <IconSelect icons={FAQ_ICONS} {...field(`categories.${index}.icon`)} />
            </div>
            {category.questions.map((question, q) => (
              <div
                key={question.id}
                className={cn('space-y-2 rounded-xl border border-slate-200 p-3', !question.active && 'opacity-60')}
                data-testid="faq-question"
              >
                <div className="flex items-center justify-between gap-2">
                  <Switch
                    label={question.active ? 'Aktiv' : 'Deaktiviert'}
                    checked={question.active}
                    onChange={(active) => form.setValue(`categories.${index}.questions.${q}.active`, active)}
                  />
                  <IconButton
                    label="Frage löschen"
                    className="hover:text-red-600"
                    onClick={() => setPending({ kind: 'question', index, question: q })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </IconButton>
                </div>
                <Input label="Frage" {...field(`categories.${index}.questions.${q}.question`)} />
                <TextArea label="Antwort" {...field(`categories.${index}.questions.${q}.answer`)} />
              </div>
            ))}
            <Button
              onClick={() =>
                update(index, {
                  questions: [...category.questions, { id: localId(), question: '', answer: '', active: true }],
                })
              }
            >
              <Plus className="size-4" aria-hidden />
              Frage hinzufügen
            </Button>
          </CollapsibleCard>
        ))
      )}
      {pending && (
        <ConfirmDialog
          title={pending.kind === 'category' ? 'Kategorie löschen' : 'Frage löschen'}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            if (pending.kind === 'category') setCategories(categories.filter((_, i) => i !== pending.index));
            else
              update(pending.index, {
                questions: categories[pending.index].questions.filter((_, i) => i !== pending.question),
              });
            setPending(null);
          }}
        >
          {pending.kind === 'category'
            ? 'Diese Kategorie mit allen Fragen wirklich löschen?'
            : 'Diese Frage wirklich löschen?'}{' '}
          Die Änderung wird mit „Entwurf speichern“ oder „Veröffentlichen“ übernommen.
        </ConfirmDialog>
      )}
    </div>
  );
}

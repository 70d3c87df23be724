import { FAQ_ICONS, faqCategoriesSchema, faqKind, type FaqCategory, storedFaqCategorySchema } from '@agency/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ListDocumentScreen, newEntryId, savedEntryId, useListDocument } from '../../components/admin/publishing';
import { Button, CollapsibleCard, DeleteButton, IconSelect, Input, Switch, TextArea } from '../../components/admin/ui';
import { cn } from '../../lib/cn';
import { countOf } from '../../lib/staff-format';

/** Categories and questions by id, for the history: a category by its title, a question by its text. */
function itemNames(categories: FaqCategory[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const category of categories) {
    if (category.title) names[category.id] = category.title;
    for (const question of category.questions) if (question.question) names[question.id] = question.question;
  }
  return names;
}

type Pending = { kind: 'category'; index: number } | { kind: 'question'; index: number; question: number };

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
  const edited = useListDocument(faqKind, {
    list: 'categories',
    stored: storedFaqCategorySchema,
    idOf: (category) => category.id,
    failure: 'Fehler beim Laden der FAQs',
    schema: faqCategoriesSchema,
    payload: (categories) =>
      categories.map((c) => ({
        ...c,
        id: savedEntryId(c.id),
        questions: c.questions.map((q) => ({ ...q, id: savedEntryId(q.id) })),
      })),
    saved: 'FAQs erfolgreich gespeichert!',
    failed: 'Fehler beim Speichern der FAQs',
  });
  const { form, gate, field, banner, cards, entries: categories, setEntries: setCategories } = edited;
  const [pending, setPending] = useState<Pending | null>(null);
  const update = (index: number, next: Partial<FaqCategory>) =>
    setCategories(categories.map((c, i) => (i === index ? { ...c, ...next } : c)));

  if (gate) return gate;
  return (
    <ListDocumentScreen
      editor={edited}
      title="FAQ"
      fieldLabels={FIELD_LABELS}
      itemNames={itemNames(categories)}
      onSave={edited.save}
      banner={banner}
      addLabel="Kategorie hinzufügen"
      onAdd={() => edited.add({ id: newEntryId(), title: 'Neue Kategorie', icon: 'HelpCircle', questions: [] })}
      count={categories.length}
      empty="Keine FAQ-Kategorien vorhanden"
      removal={
        pending &&
        (pending.kind === 'category'
          ? {
              title: 'Kategorie löschen',
              question: 'Diese Kategorie mit allen Fragen wirklich löschen?',
              remove: () => setCategories(categories.filter((_, i) => i !== pending.index)),
            }
          : {
              title: 'Frage löschen',
              question: 'Diese Frage wirklich löschen?',
              remove: () =>
                update(pending.index, {
                  questions: categories[pending.index].questions.filter((_, i) => i !== pending.question),
                }),
            })
      }
      onRemovalClosed={() => setPending(null)}
    >
      {categories.map((category, index) => (
        <CollapsibleCard
          key={category.id}
          data-testid="faq-category"
          title={category.title}
          detail={countOf(category.questions.length, 'Frage', 'Fragen')}
          {...cards.cardOf(category.id)}
          actions={<DeleteButton label="Kategorie löschen" onClick={() => setPending({ kind: 'category', index })} />}
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
                <DeleteButton
                  label="Frage löschen"
                  onClick={() => setPending({ kind: 'question', index, question: q })}
                />
              </div>
              <Input label="Frage" {...field(`categories.${index}.questions.${q}.question`)} />
              <TextArea label="Antwort" {...field(`categories.${index}.questions.${q}.answer`)} />
            </div>
          ))}
          <Button
            onClick={() =>
              update(index, {
                questions: [...category.questions, { id: newEntryId(), question: '', answer: '', active: true }],
              })
            }
          >
            <Plus className="size-4" aria-hidden />
            Frage hinzufügen
          </Button>
        </CollapsibleCard>
      ))}
    </ListDocumentScreen>
  );
}

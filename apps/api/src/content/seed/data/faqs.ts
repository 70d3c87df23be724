/**
 * Eingebaute FAQ (Seed + Fallback der FAQ-Seite).
 *
 * Die Daten (10 Kategorien, 39 Fragen) liegen einmal in den Contracts (`BUILT_IN_FAQ`), die das Web auch
 * als Fallback zeigt; hier werden Kategorien und Fragen als Beispielinhalte (`sample: true`) markiert.
 */
import { BUILT_IN_FAQ, type FaqCategory } from '@agency/contracts';
import type { Seed } from './types';

/** Anzahl der Fragen über alle Kategorien. */
export const SEED_FAQ_QUESTION_COUNT = 39;

export const SEED_FAQ_CATEGORIES: readonly (Seed<Omit<FaqCategory, 'questions'>> & {
  questions: Seed<FaqCategory['questions'][number]>[];
})[] = BUILT_IN_FAQ.map(({ questions, ...category }) => ({
  ...category,
  sample: true,
  questions: questions.map((question) => ({ ...question, sample: true })),
}));

// The kind's built-in document, found by its name (seed-content.ts).
export default SEED_FAQ_CATEGORIES;

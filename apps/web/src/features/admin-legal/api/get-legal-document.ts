import type { LegalDocumentKey } from '@agency/contracts';
import { z } from 'zod';
import { useEditedDocument } from '../../../components/admin/publishing';

export const legalQueryKey = (doc: LegalDocumentKey) => ['admin', 'legal', doc] as const;
const legalDocument = z.record(z.string(), z.unknown());

/** GET /api/admin/legal/{doc}/draft: the text as the draft has it, else as published; version and state. */
export const useLegalDocument = (doc: LegalDocumentKey) =>
  useEditedDocument(legalQueryKey(doc), `/api/admin/legal/${doc}`, legalDocument);

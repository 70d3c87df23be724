import { z } from 'zod';

/* Customers of the accounting database and staff notes on them. */

/** Customer (accounting): id, code, name, email; status 1 active, 0 inactive. */
export const customerSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  status: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_NOTE_TYPES = ['note', 'task', 'communication'] as const;
export type CustomerNoteType = (typeof CUSTOMER_NOTE_TYPES)[number];
export const CUSTOMER_NOTE_STATUSES = ['open', 'done'] as const;
export type CustomerNoteStatus = (typeof CUSTOMER_NOTE_STATUSES)[number];

const text = (max: number, label: string) =>
  z
    .string(`${label} muss ein Text sein`)
    .max(max, `${label} ist zu lang (höchstens ${max} Zeichen)`)
    .nullish()
    .transform((value) => (value ?? '').trim());

const isoDate = /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** POST /api/admin/customer-notes. A customer and a title are needed. */
export const createCustomerNoteSchema = z
  .object({
    customer_id: z
      .union(
        [
          z.number().int().positive(),
          z
            .string()
            .trim()
            .regex(/^\d{1,18}$/, 'Ungültige Kunden-ID'),
        ],
        'Bitte einen Kunden auswählen',
      )
      .transform(String),
    customer_code: text(100, 'Kundennummer'),
    customer_name: text(300, 'Kundenname'),
    type: z
      .enum(CUSTOMER_NOTE_TYPES, 'Typ muss note, task oder communication sein')
      .nullish()
      .transform((value) => value ?? 'note'),
    title: text(300, 'Titel').refine((value) => value !== '', 'Titel ist ein Pflichtfeld'),
    content: text(20_000, 'Inhalt'),
    dueDate: z.string().regex(isoDate, 'Fälligkeitsdatum muss ein Datum sein (JJJJ-MM-TT)').nullish().or(z.literal('')),
    due_date: z
      .string()
      .regex(isoDate, 'Fälligkeitsdatum muss ein Datum sein (JJJJ-MM-TT)')
      .nullish()
      .or(z.literal('')),
    status: z.enum(CUSTOMER_NOTE_STATUSES, 'Status muss open oder done sein').nullish(),
  })
  .transform(({ dueDate, due_date, status, ...rest }) => {
    const isTask = rest.type === 'task';
    const due = dueDate || due_date || null;
    // Due date and open/done belong to tasks only.
    return { ...rest, due_date: isTask ? due : null, status: isTask ? (status ?? 'open') : null };
  });
export type CreateCustomerNoteRequest = z.input<typeof createCustomerNoteSchema>;
export type CreateCustomerNote = z.output<typeof createCustomerNoteSchema>;

export const customerNoteStatusSchema = z.object({
  status: z.enum(CUSTOMER_NOTE_STATUSES, 'Status muss open oder done sein'),
});

export const customerNoteSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  customer_code: z.string(),
  customer_name: z.string(),
  type: z.enum(CUSTOMER_NOTE_TYPES),
  title: z.string(),
  content: z.string(),
  due_date: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: z.enum(CUSTOMER_NOTE_STATUSES).nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

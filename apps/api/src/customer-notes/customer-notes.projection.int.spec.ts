import { projectionTest } from '../testing/projection-test';
import { CustomerNoteRecord } from './customer-note.entity';
import type { CustomerNoteEvent } from './customer-note.events';
import { customerNotesProjection } from './customer-notes.projection';

const N1 = '00000000-0000-4000-8000-0000000000c1';
const added: CustomerNoteEvent = {
  type: 'CustomerNoteAdded',
  data: {
    noteId: N1,
    customer_id: '7',
    customer_code: 'K-7',
    customer_name: 'Küstenbau GmbH',
    type: 'task',
    title: 'Angebot nachfassen',
    content: '',
    due_date: '2026-12-01',
    status: 'open',
  },
};

describe('customer notes projection: note events in, customer_notes rows out', () => {
  const test = projectionTest(customerNotesProjection, [CustomerNoteRecord]);

  it('lists a note under its customer with who wrote it, follows a task’s status, and rebuilds the same rows', async () => {
    await test.given(`customer-note-${N1}`, [added], 'chefin');
    expect(
      await test.rows(
        'SELECT id, customer_id, customer_code, customer_name, type, title, due_date, status, created_by FROM customer_notes',
      ),
    ).toEqual([
      {
        id: N1,
        customer_id: '7',
        customer_code: 'K-7',
        customer_name: 'Küstenbau GmbH',
        type: 'task',
        title: 'Angebot nachfassen',
        due_date: '2026-12-01',
        status: 'open',
        created_by: 'chefin',
      },
    ]);

    await test.given(`customer-note-${N1}`, [{ type: 'CustomerTaskStatusChanged', data: { status: 'done' } }], 'anna');
    const rows = await test.rows('SELECT * FROM customer_notes');
    expect(rows).toMatchObject([{ status: 'done', created_by: 'chefin' }]);
    expect((rows[0].updated_at as Date).getTime()).toBeGreaterThan((rows[0].created_at as Date).getTime());

    await test.rebuild();
    expect(await test.rows('SELECT * FROM customer_notes')).toEqual(rows);
  });
});

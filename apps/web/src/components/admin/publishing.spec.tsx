import { render, screen } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { ChangesDialog, PublicationBadges } from './publishing';

describe('publishing controls (issue 21)', () => {
  it("names the state: 'Veröffentlicht', 'Entwurf', 'Geplant'", () => {
    render(
      <PublicationBadges
        status={{ published: true, hasDraft: true, draftUpdatedAt: null, draftUpdatedBy: null, plans: 1 }}
      />,
    );
    expect(screen.getByTestId('publication-status').textContent).toBe('VeröffentlichtEntwurfGeplant');
  });

  it("shows 'Änderungen' word by word for texts and old → new for other fields, under the screen's names", async () => {
    serverStub({
      'GET /api/admin/faqs/changes': () => ({
        success: true,
        changes: [
          {
            field: '[c1].questions[q1].answer',
            before: 'Vier Wochen.',
            after: 'Drei Wochen.',
            words: [{ text: 'Vier', removed: true }, { text: 'Drei', added: true }, { text: ' Wochen.' }],
          },
          { field: '[c1].questions[q1].active', before: true, after: false },
        ],
      }),
    });
    renderAdminScreen(
      <ChangesDialog
        resource="/api/admin/faqs"
        onClose={() => undefined}
        fieldLabels={{ '[].questions[].answer': 'Antwort', '[].questions[].active': 'Aktiv' }}
        itemNames={{ c1: 'Allgemein', q1: 'Wie lange dauert es?' }}
      />,
    );
    const [text, flag] = await screen.findAllByTestId('change');
    expect(text.querySelector('p')?.textContent).toBe('Allgemein › Wie lange dauert es? › Antwort');
    expect(text.querySelector('del')?.textContent).toBe('Vier');
    expect(text.querySelector('ins')?.textContent).toBe('Drei');
    expect(flag.textContent).toContain('ja → nein');
  });
});

import { render, screen } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../../../testing/admin-screen';
import { ChangesDialog, readableWords } from './changes-dialog';
import { PublicationBadges } from './publication-badges';

describe('publishing controls', () => {
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
    // Removed and added words keep the space between them: 'Vier Drei Wochen.', never 'VierDrei Wochen.'.
    expect(text.querySelectorAll('p')[1]?.textContent).toBe('Vier Drei Wochen.');
    expect(flag.textContent).toContain('ja → nein');
  });

  it('keeps the spaces between removed, added and unchanged words', () => {
    expect(
      readableWords([
        { text: 'Hallo ' },
        { text: 'bitte', removed: true },
        { text: 'geänderter', added: true },
        { text: ' Text' },
        { text: ' alt', removed: true },
        { text: ' neu', added: true },
        { text: 'x', added: true },
      ]).map((part) => part.text),
    ).toEqual(['Hallo ', 'bitte', ' ', 'geänderter', ' Text', ' alt', ' neu', 'x']);
  });

  it("shows a symbol's change by its German name", async () => {
    serverStub({
      'GET /api/admin/faqs/changes': () => ({
        success: true,
        changes: [{ field: '[c1].icon', before: 'HelpCircle', after: 'DollarSign' }],
      }),
    });
    renderAdminScreen(<ChangesDialog resource="/api/admin/faqs" onClose={() => undefined} />);
    const [change] = await screen.findAllByTestId('change');
    expect(change.textContent).toContain('Fragezeichen → Dollarzeichen');
  });
});

import type { FaqCategory } from '@agency/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { documentApi, renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { FaqScreen } from './faq-screen';

const PATH = '/api/admin/faqs';
const INITIAL: FaqCategory[] = [
  {
    id: 'c1',
    title: 'Allgemein',
    icon: 'HelpCircle',
    questions: [{ id: 'q1', question: 'Wie lange dauert es?', answer: 'Vier Wochen.', active: true }],
  },
];

describe('FaqScreen', () => {
  it("keeps a question switched off while 'Veröffentlichen' is on its way: the reload does not undo it", async () => {
    const api = documentApi(PATH, INITIAL);
    renderAdminScreen(<FaqScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Allgemein/ }));
    fireEvent.change(screen.getByLabelText('Antwort'), { target: { value: 'Drei Wochen.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    fireEvent.click(screen.getByRole('switch', { name: 'Aktiv' }));
    await act(async () => api.release());
    await screen.findByText('FAQs erfolgreich gespeichert!');
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(async () => undefined);

    expect(screen.getByRole('switch', { name: 'Deaktiviert' }).getAttribute('aria-checked')).toBe('false');
    expect((screen.getByLabelText('Antwort') as HTMLTextAreaElement).value).toBe('Drei Wochen.');
    expect(api.saves()[0][0].questions[0]).toMatchObject({ answer: 'Drei Wochen.', active: true });

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await act(async () => api.release());
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1][0].questions[0]).toMatchObject({ answer: 'Drei Wochen.', active: false });
  });
});

describe('FaqScreen checks with the contract schema', () => {
  it('opens the category of an empty question and shows the message below it and in the banner', async () => {
    const api = documentApi(PATH, INITIAL);
    renderAdminScreen(<FaqScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Allgemein/ }));
    fireEvent.change(screen.getByLabelText('Frage'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: /Allgemein/ }));
    expect(screen.queryByLabelText('Frage')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    const message = 'Die Frage darf nicht leer sein';
    expect((await screen.findByTestId('field-error')).textContent).toBe(message);
    expect(screen.getByTestId('banner-error').textContent).toContain(message);
    expect(api.saves()).toHaveLength(0);
  });
});

describe('FaqScreen after a failed load', () => {
  it("shows the failure with 'Erneut versuchen' and nothing to publish; the retry loads the editor", async () => {
    let failing = true;
    const api = serverStub({
      [`GET ${PATH}/draft`]: () =>
        failing
          ? { status: 500, body: { statusCode: 500, message: 'kaputt' } }
          : {
              success: true,
              version: 7,
              status: { published: true, hasDraft: false, draftUpdatedAt: null, draftUpdatedBy: null, plans: 0 },
              live: INITIAL,
              draft: null,
            },
      [`POST ${PATH}/publish`]: () => ({ success: true, version: 8 }),
    });
    renderAdminScreen(<FaqScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Fehler beim Laden der FAQs');
    expect(screen.queryByRole('button', { name: 'Veröffentlichen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kategorie hinzufügen' })).toBeNull();
    expect(screen.queryByText('Keine FAQ-Kategorien vorhanden')).toBeNull();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(api.sent(`POST ${PATH}/publish`)).toHaveLength(1));
    // Based on the version that was loaded.
    const publish = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(publish?.[1]?.headers).get('If-Match')).toBe('"7"');
  });
});

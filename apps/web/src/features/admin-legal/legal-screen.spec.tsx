import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { documentApi, renderAdminScreen } from '../../testing/admin-screen';
import { LegalScreen } from './legal-screen';

const PATH = '/api/admin/legal/impressum';

describe('LegalScreen', () => {
  it('keeps a field changed while a save is on its way: the reload does not undo it', async () => {
    const api = documentApi(PATH, { title: 'Impressum', company: { name: 'Agentur' } });
    renderAdminScreen(<LegalScreen />);
    const name = () => screen.getByLabelText('Firmenname') as HTMLInputElement;
    await screen.findByLabelText('Firmenname');

    fireEvent.change(screen.getByLabelText('Rechtsform'), { target: { value: 'GmbH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    fireEvent.change(name(), { target: { value: 'Nordlicht Digital' } });
    await act(async () => api.release());
    await screen.findByText('IMPRESSUM erfolgreich gespeichert!');
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(async () => undefined);

    expect(name().value).toBe('Nordlicht Digital');
    expect((screen.getByLabelText('Rechtsform') as HTMLInputElement).value).toBe('GmbH');
  });
});

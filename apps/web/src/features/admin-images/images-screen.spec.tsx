import type { ImageMap } from '@agency/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { documentApi, renderAdminScreen } from '../../testing/admin-screen';
import { ImagesScreen } from './images-screen';

const PATH = '/api/admin/images';
const INITIAL: ImageMap = {
  hero: { name: 'Startseite', location: 'Kopfbereich', url: 'https://bilder.example/alt.jpg' },
};

describe('ImagesScreen', () => {
  it('keeps a URL typed while a save is on its way: the reload does not undo it', async () => {
    const api = documentApi(PATH, INITIAL);
    renderAdminScreen(<ImagesScreen />);
    const url = () => screen.getByLabelText('URL Startseite') as HTMLInputElement;
    await screen.findByLabelText('URL Startseite');

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    fireEvent.change(url(), { target: { value: 'https://bilder.example/neu.jpg' } });
    await act(async () => api.release());
    await screen.findByText(/Bilder gespeichert!/);
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(async () => undefined);

    expect(url().value).toBe('https://bilder.example/neu.jpg');
  });
});

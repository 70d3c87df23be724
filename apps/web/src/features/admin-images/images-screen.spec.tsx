import type { ImageMap } from '@agency/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('fills a slot with a picture chosen from the library, its focal point included', async () => {
    const hash = 'b'.repeat(32);
    const api = documentApi(PATH, INITIAL, {
      'GET /api/admin/media': () => ({
        success: true,
        media: [
          {
            id: 'm1',
            version: 2,
            sort: 0,
            updated_at: '2026-01-01T00:00:00.000Z',
            updated_by: null,
            publication: { published: true, hasDraft: false, draftUpdatedAt: null, draftUpdatedBy: null, plans: 0 },
            name: 'hafen.jpg',
            alt: 'Segelboote im Hafen',
            focalPoint: { x: 0.5, y: 0.2 },
            width: 1200,
            height: 800,
            type: 'image/jpeg',
            bytes: 1000,
            hash,
            variants: [480, 960].flatMap((width) =>
              ['avif', 'webp', 'jpg'].map((format) => ({ format, width, height: (width * 2) / 3, bytes: 100 })),
            ),
            enabled: true,
          },
        ],
      }),
    });
    renderAdminScreen(<ImagesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aus der Mediathek wählen: Startseite' }));
    const chooser = await screen.findByTestId('media-chooser');
    fireEvent.click(await within(chooser).findByRole('button', { name: /hafen\.jpg/ }));
    await waitFor(() => expect(screen.queryByTestId('media-chooser')).toBeNull());
    expect((screen.getByLabelText('URL Startseite') as HTMLInputElement).value).toBe(
      `/media/${hash}-960.jpg?focus=50,20`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await act(async () => api.release());
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    expect(api.saves()[0].hero.url).toBe(`/media/${hash}-960.jpg?focus=50,20`);
  });
});

import { IMAGE_URL_MESSAGE, imageMapSchema, portfolioProjectsKind, successStoriesKind } from '@agency/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { collectionDefinition } from './collection-definition';
import { ItemFormDialog } from './item-form-dialog';

/** A kind's form for a new item; what it sends reaches the returned mock. */
function newItemForm(kind: Parameters<typeof collectionDefinition>[0]) {
  const onSubmit = jest.fn();
  renderAdminScreen(
    <ItemFormDialog
      definition={collectionDefinition(kind)}
      item={null}
      saving={false}
      message={null}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return onSubmit;
}

describe('image fields of the content forms', () => {
  it('refuses an image that is neither an http(s) URL nor a site path, under the field, and sends nothing', async () => {
    const onSubmit = newItemForm(successStoriesKind);
    fireEvent.change(screen.getByLabelText(/^Firma/), { target: { value: 'Fischerei Möller' } });
    fireEvent.change(screen.getByLabelText(/^Titel/), { target: { value: 'Frischer Fisch online' } });
    const image = screen.getByLabelText(/^Bild-URL/);
    fireEvent.change(image, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));

    await waitFor(() => expect(image.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(IMAGE_URL_MESSAGE).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(image, { target: { value: '/images/fischerei.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ image: '/images/fischerei.jpg' });
  });

  it('the image slots take the same rule from the shared schema', () => {
    const slot = (url: string) => imageMapSchema.safeParse({ logo: { name: 'Logo', location: 'Kopf', url } });
    expect(slot('/images/logo.svg').success).toBe(true);
    expect(slot('https://cdn.example.de/logo.svg').success).toBe(true);
    for (const url of ['//evil.example/x.svg', 'javascript:alert(1)', 'logo.svg']) {
      const result = slot(url);
      expect([url, result.success, result.error?.issues[0]?.message]).toEqual([url, false, IMAGE_URL_MESSAGE]);
    }
  });
});

describe('choosing a picture from the library', () => {
  const HASH = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  const medium = (id: string, name: string, alt: string, widths: number[]) => ({
    id,
    name,
    alt,
    focalPoint: { x: 0.25, y: 0.75 },
    width: 4000,
    height: 3000,
    type: 'image/jpeg',
    bytes: 5_000_000,
    hash: HASH,
    variants: widths.flatMap((width) =>
      (['avif', 'webp', 'jpg'] as const).map((format) => ({ format, width, height: (width * 3) / 4, bytes: 1000 })),
    ),
    enabled: true,
    version: 2,
    sort: 0,
    updated_at: '2026-11-28T10:00:00.000Z',
    updated_by: 'admin',
    publication: { published: true, hasDraft: false, draftUpdatedAt: null, draftUpdatedBy: null, plans: 0 },
  });

  it('fills the image field with the picture and its focal point', async () => {
    serverStub({
      'GET /api/admin/media': () => ({
        success: true,
        media: [
          medium('m1', 'relaunch.jpg', 'Startseite der neuen Website', [480, 960, 1600]),
          medium('m2', 'ohne-text.jpg', '', [480]),
        ],
      }),
    });
    const onSubmit = newItemForm(portfolioProjectsKind);
    fireEvent.click(screen.getByRole('button', { name: 'Aus der Mediathek wählen' }));
    const chooser = await screen.findByTestId('media-chooser');
    const withoutAlt = await within(chooser).findByRole('button', { name: /ohne-text\.jpg/ });
    expect(within(withoutAlt).getByText('Ohne Alternativtext – beim Wählen ergänzen')).toBeTruthy();

    fireEvent.click(within(chooser).getByRole('button', { name: /relaunch\.jpg/ }));
    await waitFor(() => expect(screen.queryByTestId('media-chooser')).toBeNull());
    expect((screen.getByLabelText(/^Bild-URL/) as HTMLInputElement).value).toBe(`/media/${HASH}-1600.jpg?focus=25,75`);

    fireEvent.change(screen.getByLabelText(/^Titel/), { target: { value: 'Relaunch' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Kunde\b/ }), { target: { value: 'Watt GmbH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ image: `/media/${HASH}-1600.jpg?focus=25,75` });
  });

  it('asks for the alt text of a picture without one, saves it to the library, then fills the field', async () => {
    const server = serverStub({
      'GET /api/admin/media': () => ({ success: true, media: [medium('m2', 'ohne-text.jpg', '', [480])] }),
      'PUT /api/admin/media/m2': () => ({ success: true }),
    });
    newItemForm(portfolioProjectsKind);
    fireEvent.click(screen.getByRole('button', { name: 'Aus der Mediathek wählen' }));
    fireEvent.click(
      await within(await screen.findByTestId('media-chooser')).findByRole('button', { name: /ohne-text/ }),
    );
    const edit = await screen.findByTestId('media-edit-dialog');
    fireEvent.change(within(edit).getByLabelText(/^Alternativtext/), { target: { value: 'Ein Segelboot im Hafen' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByTestId('media-chooser')).toBeNull());
    expect(server.sent('PUT /api/admin/media/m2')).toEqual([
      { name: 'ohne-text.jpg', alt: 'Ein Segelboot im Hafen', focalPoint: { x: 0.25, y: 0.75 }, enabled: true },
    ]);
    expect((screen.getByLabelText(/^Bild-URL/) as HTMLInputElement).value).toBe(`/media/${HASH}-480.jpg?focus=25,75`);
  });
});

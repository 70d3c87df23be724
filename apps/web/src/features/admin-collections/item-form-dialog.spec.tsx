import { IMAGE_URL_MESSAGE, imageMapSchema, successStoriesKind } from '@agency/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdminScreen } from '../../testing/admin-screen';
import { collectionDefinition } from './collection-definition';
import { ItemFormDialog } from './item-form-dialog';

describe('image fields of the content forms', () => {
  it('refuses an image that is neither an http(s) URL nor a site path, under the field, and sends nothing', async () => {
    const onSubmit = jest.fn();
    renderAdminScreen(
      <ItemFormDialog
        definition={collectionDefinition(successStoriesKind)}
        item={null}
        saving={false}
        message={null}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />,
    );
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

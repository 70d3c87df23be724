import type { Service } from '@agency/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { documentApi, renderAdminScreen } from '../../testing/admin-screen';
import { ServicesScreen } from './services-screen';

const PATH = '/api/admin/services';
const INITIAL = [
  {
    id: 's1',
    title: 'Webentwicklung',
    subtitle: '',
    description: '',
    detailedDescription: '',
    icon: 'Code',
    image: '',
    startingPrice: 'ab 999€',
    price: '',
    deliveryTime: '2-4 Wochen',
    features: ['Feature 1'],
    included: [],
    technologies: [],
    packages: [],
    addons: [],
    note: '',
    active: true,
  },
] as unknown as Service[];

describe('ServicesScreen', () => {
  it("keeps a service switched off while 'Veröffentlichen' is on its way: the reload does not undo it", async () => {
    const api = documentApi(PATH, INITIAL);
    renderAdminScreen(<ServicesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Webentwicklung/ }));
    fireEvent.change(screen.getByLabelText('Untertitel'), { target: { value: 'Schnell und sauber' } });

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(api.saves()).toHaveLength(1));
    fireEvent.click(screen.getByRole('switch', { name: 'Aktiv' }));
    await act(async () => api.release());
    await screen.findByText('Services erfolgreich gespeichert!');
    await waitFor(() => expect(api.gets()).toBe(2));
    await act(async () => undefined);

    expect(screen.getByRole('switch', { name: 'Inaktiv' }).getAttribute('aria-checked')).toBe('false');
    expect(api.saves()[0][0]).toMatchObject({ subtitle: 'Schnell und sauber', active: true });

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await act(async () => api.release());
    await waitFor(() => expect(api.saves()).toHaveLength(2));
    expect(api.saves()[1][0]).toMatchObject({ subtitle: 'Schnell und sauber', active: false });
  });
});

describe('ServicesScreen checks with the contract schema', () => {
  it('opens the service whose title is empty and shows the message below it and in the banner', async () => {
    const api = documentApi(PATH, INITIAL);
    renderAdminScreen(<ServicesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Webentwicklung/ }));
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { expanded: true }));
    expect(screen.queryByLabelText('Titel')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    const message = 'Der Titel des Service darf nicht leer sein';
    expect((await screen.findByTestId('field-error')).textContent).toBe(message);
    expect(screen.getByTestId('banner-error').textContent).toContain(message);
    expect(screen.getByLabelText('Titel').getAttribute('aria-invalid')).toBe('true');
    expect(api.saves()).toHaveLength(0);
  });
});

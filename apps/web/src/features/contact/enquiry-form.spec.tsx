import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { sentBody } from '../../testing/fake-fetch';
import { EnquiryForm } from './enquiry-form';

/*
 * The enquiry form as a visitor meets it: the server's HTML first, typed into before any code ran, then
 * hydrated as plain fields; its form layer (react-hook-form, contract-form.ts) loads only when the visitor
 * turns to the form, and takes over what was typed without replacing a field.
 */

const REQUIRED = {
  Name: 'Ana Beispiel',
  'E-Mail': 'ana@example.de',
  Unternehmen: 'Beispiel GmbH',
  Adresse: 'Hauptstraße 1',
  PLZ: '20095',
  Ort: 'Hamburg',
  Projektbeschreibung: 'Ein neuer Auftritt.',
};

let fetchMock: jest.Mock;
let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  fetchMock = jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => (String(url).includes('form-token') ? { token: 'token-1' } : { success: true }),
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  container = document.createElement('div');
  container.innerHTML = renderToString(<EnquiryForm />);
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const field = (label: string) =>
  within(container).getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement;
const form = () => container.querySelector('form') as HTMLFormElement;
const hydrate = () => act(() => void (root = hydrateRoot(container, <EnquiryForm />)));
const layerReady = () => waitFor(() => expect(form().dataset.formReady).toBe('true'));
const posted = () => fetchMock.mock.calls.findIndex(([url]) => url === '/api/offer-request');

/** Types as the browser does: the value, then the input event (which React and the layer listen to). */
function type(label: string, value: string) {
  fireEvent.input(field(label), { target: { value } });
}

describe('enquiry form with its deferred form layer', () => {
  it('keeps what was typed before and while the layer loaded, and the focus, then sends it', async () => {
    // Typed into the server's HTML before the page's code ran: no event reached React.
    field('Name').value = 'Ana Beispiel';
    hydrate();
    expect(form().dataset.formReady).toBeUndefined();
    expect(field('Name').value).toBe('Ana Beispiel');

    const email = field('E-Mail');
    act(() => email.focus());
    type('E-Mail', 'ana@example.de');
    await layerReady();
    expect(field('E-Mail')).toBe(email);
    expect(document.activeElement).toBe(email);
    expect(field('Name').value).toBe('Ana Beispiel');
    expect(email.value).toBe('ana@example.de');

    for (const [label, value] of Object.entries(REQUIRED))
      if (label !== 'Name' && label !== 'E-Mail') type(label, value);
    fireEvent.change(field('Projektart'), { target: { value: 'redesign' } });
    fireEvent.submit(form());
    await waitFor(() => expect(posted()).toBeGreaterThanOrEqual(0));
    expect(sentBody(fetchMock, posted())).toMatchObject({
      name: 'Ana Beispiel',
      email: 'ana@example.de',
      company: 'Beispiel GmbH',
      country: 'Deutschland',
      service: 'Website-Redesign',
      message: 'Ein neuer Auftritt.\n\nZeitrahmen: Nicht angegeben',
    });
    await within(container).findByText('Vielen Dank!');
    expect(field('Name').value).toBe('');
  });

  it('sends a form token with every request: fetched again at sending when the first fetch failed, fresh for the next', async () => {
    let issued = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (!String(url).includes('form-token')) return { ok: true, status: 201, json: async () => ({ success: true }) };
      issued += 1;
      // The form's first fetch, when it opens, fails.
      if (issued === 1) return { ok: false, status: 503, json: async () => ({ statusCode: 503, message: 'weg' }) };
      return { ok: true, status: 200, json: async () => ({ token: `token-${issued}` }) };
    });
    hydrate();
    const send = async () => {
      for (const [label, value] of Object.entries(REQUIRED)) type(label, value);
      await layerReady();
      const before = fetchMock.mock.calls.filter(([url]) => url === '/api/offer-request').length;
      fireEvent.submit(form());
      await waitFor(() =>
        expect(fetchMock.mock.calls.filter(([url]) => url === '/api/offer-request')).toHaveLength(before + 1),
      );
      await within(container).findByText('Vielen Dank!');
      const calls = fetchMock.mock.calls.map(([url], index) => ({ url, index }));
      return sentBody(fetchMock, calls.filter(({ url }) => url === '/api/offer-request').at(-1)?.index);
    };
    expect(await send()).toMatchObject({ form_token: 'token-2' });
    // Each token is good for one request: the next one goes with a fresh one.
    await waitFor(() => expect(issued).toBe(3));
    expect(await send()).toMatchObject({ form_token: 'token-3' });
  });

  it('a submit before the layer waits for it; its German message stands next to the field', async () => {
    for (const [label, value] of Object.entries(REQUIRED)) field(label).value = value;
    field('Telefon').value = 'abc';
    hydrate();
    fireEvent.submit(form());
    const message = await within(container).findByText('Ungültige Telefonnummer');
    expect(message.dataset.testid).toBe('field-error');
    expect(field('Telefon').getAttribute('aria-describedby')).toBe(message.id);
    expect(field('Telefon').getAttribute('aria-invalid')).toBe('true');
    expect(posted()).toBe(-1);
    // Corrected: the message goes as the visitor types (checked again on each change after a submit).
    type('Telefon', '040 123456');
    await waitFor(() => expect(within(container).queryByText('Ungültige Telefonnummer')).toBeNull());
    expect(field('Name').value).toBe('Ana Beispiel');
  });
});

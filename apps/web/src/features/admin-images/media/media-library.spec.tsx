import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../../testing/admin-screen';
import { MediaLibrary } from './media-library';

const HASH = 'a'.repeat(32);
const medium = (id: string, name: string, alt: string, variants = true) => ({
  id,
  version: 2,
  sort: 0,
  updated_at: '2026-01-01T00:00:00.000Z',
  updated_by: null,
  publication: { published: true, hasDraft: false, draftUpdatedAt: null, draftUpdatedBy: null, plans: 0 },
  name,
  alt,
  focalPoint: { x: 0.5, y: 0.5 },
  width: 1600,
  height: 1200,
  type: 'image/jpeg',
  bytes: 1000,
  hash: HASH,
  variants: variants
    ? [
        { format: 'webp', width: 960, height: 720, bytes: 100 },
        { format: 'webp', width: 480, height: 360, bytes: 50 },
      ]
    : [],
  enabled: true,
});

/** A stand-in for the browser's XMLHttpRequest: the test drives progress and the answer. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('MediaLibrary', () => {
  beforeEach(() => {
    FakeRequest.sent = [];
    globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  });

  it('shows the pictures with their smallest variant and finds them by name and alt text', async () => {
    serverStub({
      'GET /api/admin/media': () => ({
        success: true,
        media: [medium('1', 'team.jpg', 'Das Team im Büro'), medium('2', 'logo.png', '')],
      }),
    });
    renderAdminScreen(<MediaLibrary />);
    const items = await screen.findAllByTestId('media-item');
    expect(items).toHaveLength(2);
    expect(items[0].querySelector('img')?.getAttribute('src')).toBe(`/media/${HASH}-480.webp`);
    expect(within(items[1]).getByText('Kein Alternativtext')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Bilder suchen'), { target: { value: 'büro' } });
    expect(screen.getAllByTestId('media-item')).toHaveLength(1);
    expect(screen.getByText('team.jpg')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bilder suchen'), { target: { value: 'LOGO' } });
    expect(screen.getByText('logo.png')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bilder suchen'), { target: { value: 'nichts' } });
    expect(screen.getByText('Keine Bilder gefunden')).toBeTruthy();
  });

  it('shows a failed load as a failure, not as an empty library', async () => {
    serverStub({ 'GET /api/admin/media': () => ({ status: 500, body: { statusCode: 500, message: 'kaputt' } }) });
    renderAdminScreen(<MediaLibrary />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Server hat einen Fehler gemeldet/);
    expect(screen.queryByText(/Noch keine Bilder/)).toBeNull();
  });

  it('uploads each picked file with its own progress and shows the api’s German reason per file', async () => {
    const server = serverStub({ 'GET /api/admin/media': () => ({ success: true, media: [] }) });
    renderAdminScreen(<MediaLibrary />);
    await screen.findByText('Noch keine Bilder in der Mediathek');
    const good = new File(['x'], 'Foto 1.jpg', { type: 'image/jpeg' });
    const bad = new File(['y'], 'notiz.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByLabelText('Bilder auswählen'), { target: { files: [good, bad] } });

    expect(FakeRequest.sent.map((request) => request.url)).toEqual([
      '/api/admin/media-uploads?name=Foto%201.jpg',
      '/api/admin/media-uploads?name=notiz.svg',
    ]);
    const [first, second] = FakeRequest.sent;
    expect(first.body).toBe(good);
    expect(first.headers['X-Requested-With']).toBe('agency-admin');
    act(() => first.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByLabelText('Fortschritt Foto 1.jpg').getAttribute('value')).toBe('0.4');

    act(() => second.answer(415, { statusCode: 415, message: 'SVG-Dateien werden nicht angenommen.' }));
    const rows = screen.getAllByTestId('media-upload');
    expect(within(rows[1]).getByRole('alert').textContent).toBe('SVG-Dateien werden nicht angenommen.');

    act(() => first.answer(201, { success: true }));
    expect(within(rows[0]).getByText('Hochgeladen')).toBeTruthy();
    await waitFor(() => expect(server.count('GET /api/admin/media')).toBe(2));
  });

  it('uploads a dropped file', async () => {
    serverStub({ 'GET /api/admin/media': () => ({ success: true, media: [] }) });
    renderAdminScreen(<MediaLibrary />);
    await screen.findByText('Noch keine Bilder in der Mediathek');
    const file = new File(['x'], 'drop.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('media-drop-zone'), { dataTransfer: { files: [file] } });
    expect(FakeRequest.sent.map((request) => request.url)).toEqual(['/api/admin/media-uploads?name=drop.png']);
  });

  it('saves alt text and the focal point clicked on the picture', async () => {
    const server = serverStub({
      'GET /api/admin/media': () => ({ success: true, media: [medium('m1', 'team.jpg', '')] }),
      'PUT /api/admin/media/m1': () => ({ success: true }),
      'GET /api/admin/media-uses/m1': () => ({
        success: true,
        uses: [{ kind: 'portfolio-projects', id: 'p1', title: 'Projekt „Neue Website“', state: 'veröffentlicht' }],
      }),
    });
    renderAdminScreen(<MediaLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: 'team.jpg bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild bearbeiten: team.jpg' });
    expect(within(dialog).getByText(/für Menschen, die es nicht sehen/)).toBeTruthy();
    expect(await within(dialog).findByText('Projekt „Neue Website“ (veröffentlicht)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Alternativtext'), { target: { value: ' Das Team ' } });
    const image = within(dialog).getByRole('button', { name: 'Fokuspunkt setzen' });
    image.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 300 }) as DOMRect;
    fireEvent.click(image, { clientX: 200, clientY: 275 });
    expect(within(dialog).getByTestId('media-focal-point').textContent).toBe('25 % / 75 %');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(server.sent('PUT /api/admin/media/m1')).toEqual([
        { name: 'team.jpg', alt: 'Das Team', focalPoint: { x: 0.25, y: 0.75 }, enabled: true },
      ]),
    );
    const sent = server.fetchMock.mock.calls.find(([path]) => path === '/api/admin/media/m1')?.[1];
    expect(new Headers(sent?.headers).get('If-Match')).toBe('"2"');
    await screen.findByText('Bild gespeichert.');
  });

  it('gives a picture a new file with progress; its German refusal is shown, a success closes the dialog', async () => {
    serverStub({
      'GET /api/admin/media': () => ({ success: true, media: [medium('m1', 'team.jpg', 'Team')] }),
      'GET /api/admin/media-uses/m1': () => ({ success: true, uses: [] }),
    });
    renderAdminScreen(<MediaLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: 'team.jpg bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild bearbeiten: team.jpg' });
    const pick = (name: string) =>
      fireEvent.change(within(dialog).getByLabelText('Neue Datei für team.jpg'), {
        target: { files: [new File(['x'], name, { type: 'image/jpeg' })] },
      });

    pick('team.png');
    const refused = FakeRequest.sent[0];
    expect(refused.url).toBe('/api/admin/media-uploads?name=team.png&replaces=m1');
    act(() => refused.answer(415, { statusCode: 415, message: 'Die Dateiendung passt nicht zum Inhalt.' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Die Dateiendung passt nicht zum Inhalt.');

    pick('team-2026.jpg');
    const sent = FakeRequest.sent[1];
    act(() => sent.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 }));
    expect((within(dialog).getByLabelText('Fortschritt Datei ersetzen') as HTMLProgressElement).value).toBe(0.5);
    act(() => sent.answer(201, { success: true }));
    await screen.findByText(/^Datei ersetzt\./);
    expect(screen.queryByRole('dialog', { name: 'Bild bearbeiten: team.jpg' })).toBeNull();
  });

  it('moves a picture to the trash after asking, and shows a refusal as the api words it', async () => {
    let refuse = true;
    const server = serverStub({
      'GET /api/admin/media': () => ({ success: true, media: [medium('m1', 'team.jpg', 'Team')] }),
      'DELETE /api/admin/media/m1': () =>
        refuse
          ? { status: 409, body: { statusCode: 409, message: 'Das Bild wird noch verwendet.' } }
          : { success: true },
    });
    renderAdminScreen(<MediaLibrary />);
    fireEvent.click(await screen.findByRole('button', { name: 'team.jpg löschen' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Löschen' }));
    expect((await screen.findByTestId('banner-error')).textContent).toMatch('Das Bild wird noch verwendet.');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'team.jpg löschen' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Löschen' }));
    expect((await screen.findByTestId('banner-success')).textContent).toMatch('„team.jpg“ liegt jetzt im Papierkorb.');
    expect(server.count('DELETE /api/admin/media/m1')).toBe(2);
  });
});

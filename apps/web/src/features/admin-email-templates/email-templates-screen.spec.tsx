import { OFFER_REQUEST_PLACEHOLDERS } from '@agency/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { EmailTemplatesScreen } from './email-templates-screen';

const TEMPLATE = {
  id: 'offer_request_confirmation',
  name: 'Eingangsbestätigung (an die anfragende Person)',
  subject: 'Danke, {{name}}',
  html_template: '<p>Hallo {{name}}</p>',
  placeholders: OFFER_REQUEST_PLACEHOLDERS.map((p) => ({ ...p })),
  version: 1,
};

describe('EmailTemplatesScreen', () => {
  it('names an unknown placeholder at the field and sends nothing', async () => {
    const server = serverStub({
      'GET /api/admin/email-templates': () => ({ success: true, templates: [TEMPLATE] }),
      'PUT /api/admin/email-templates/offer_request_confirmation': () => ({ success: true }),
    });
    renderAdminScreen(<EmailTemplatesScreen />);
    fireEvent.change(await screen.findByLabelText('HTML'), { target: { value: '<p>{{constructor}}</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    const message = /^Unbekannter Platzhalter \{\{constructor\}\}\. Erlaubt sind: \{\{name\}\}, \{\{email\}\}/;
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(server.count('PUT /api/admin/email-templates/offer_request_confirmation')).toBe(0);
    expect(screen.getByText('{{created_at}}')).toBeTruthy();
  });
});

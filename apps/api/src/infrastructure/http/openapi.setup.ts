import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/**
 * OpenAPI of every route at /api/docs (JSON at /api/docs-json). Bodies and answers are described by the
 * same contracts schemas that validate them (z.toJSONSchema), attached where the routes are declared.
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Agentur-Plattform API')
    .setDescription(
      'Content-API, Back-office und öffentliche Endpunkte. Admin-Routen brauchen `Authorization: Bearer <token>` ' +
        '(POST /api/admin/login) und die Berechtigung des Bereichs. Bearbeitungen können die gelesene Version als ' +
        '`If-Match` mitsenden; ist sie veraltet, antwortet die API mit 409 und ändert nichts. Die Statistik-Routen ' +
        '(GET) nehmen auch einen persönlichen API-Schlüssel (`Authorization: Bearer agk_…`, in „Mein Konto“ erstellt): ' +
        'nur lesen, mit den Rechten seines Inhabers zum Zeitpunkt der Abfrage, höchstens API_KEY_MAX_CALLS_PER_MINUTE ' +
        'Abfragen je Minute (sonst 429 mit Retry-After); jede Abfrage steht in „Aktivität“.',
    )
    .setVersion('1')
    .addBearerAuth()
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'Persönlicher API-Schlüssel (agk_…), nur Statistik lesen' },
      'api-key',
    )
    .build();
  // Built on the first request for it, not at every start: walking every route and schema costs a start
  // (and each test file that starts the api) a few hundred milliseconds of CPU for a page staff rarely open.
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: 'api/docs-json',
  });
}

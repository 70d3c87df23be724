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
        '`If-Match` mitsenden; ist sie veraltet, antwortet die API mit 409 und ändert nichts.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}

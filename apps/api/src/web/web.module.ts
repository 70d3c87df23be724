import { Module } from '@nestjs/common';
import { WebController } from './web.controller';
import { WebRenderer } from './web-renderer';

/** Serves the web app in the one-machine deployment. Import it last: its catch-all route must come last. */
@Module({ controllers: [WebController], providers: [WebRenderer], exports: [WebRenderer] })
export class WebModule {}

import { Module } from '@nestjs/common';
import { WebController } from './web.controller';
import { ThirdPartyAnalyticsState, thirdPartyAnalyticsProviders } from './third-party-analytics.state';
import { WebRenderer } from './web-renderer';

/** Serves the web app in the one-machine deployment. Import it last: its catch-all route must come last. */
@Module({ controllers: [WebController], providers: [WebRenderer, ...thirdPartyAnalyticsProviders], exports: [WebRenderer, ThirdPartyAnalyticsState] })
export class WebModule {}

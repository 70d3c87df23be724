import { Module } from '@nestjs/common';
import { PublishingModule } from '../content/publishing/publishing.module';
import { RetentionModule } from '../retention/retention.module';
import { NotFoundPagesController } from '../site-health/not-found-pages.controller';
import { SiteHealthBatchController } from '../site-health/site-health-batch.controller';
import { SiteHealthModule } from '../site-health/site-health.module';
import { ContentVersion } from './content-version';
import { ContentVersionController } from './content-version.controller';
import { PageRoutes } from './page-routes';
import { PreviewContentController } from './preview-content.controller';
import { PreviewPages } from './preview-pages';
import { PublicContentReader } from './public-content.reader';
import { SiteRedirects } from './site-redirects';
import { WebController } from './web.controller';
import { ThirdPartyAnalyticsState, thirdPartyAnalyticsProviders } from './third-party-analytics.state';
import { WebRenderer } from './web-renderer';

/**
 * Serves the web app in the one-machine deployment, and the content version the standalone web service
 * revalidates by. Import it last: its catch-all route must come last.
 */
@Module({
  imports: [PublishingModule, SiteHealthModule, RetentionModule],
  // The 404 list and the web deployable's counts are here as they read the redirects this module holds in
  // memory (SiteRedirects).
  controllers: [
    ContentVersionController,
    PreviewContentController,
    NotFoundPagesController,
    SiteHealthBatchController,
    WebController,
  ],
  providers: [
    PublicContentReader,
    ContentVersion,
    WebRenderer,
    PageRoutes,
    PreviewPages,
    SiteRedirects,
    ...thirdPartyAnalyticsProviders,
  ],
  exports: [WebRenderer, ContentVersion, ThirdPartyAnalyticsState],
})
export class WebModule {}

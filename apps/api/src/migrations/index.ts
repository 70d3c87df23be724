import { eventStoreMigrations } from '@agency/event-store';
import { CreateUsers1732190000100 } from './1732190000100-create-users';
import { CreateContent1732190000400 } from './1732190000400-create-content';
import { CreateOfferRequests1732190000500 } from './1732190000500-create-offer-requests';
import { CreateTrackingConfig1732190000600 } from './1732190000600-create-tracking-config';
import { TrackingConfigAsDocument1732190000700 } from './1732190000700-tracking-config-as-document';
import { CreateLeadsAndWeeklyReport1732190001800 } from './1732190001800-create-leads-and-weekly-report';
import { TwoFactor1732190002100 } from './1732190002100-two-factor';
import { ContentDrafts1732190002200 } from './1732190002200-content-drafts';
import { PreviewLinkCreators1732190002350 } from './1732190002350-preview-link-creators';
import { KeptSession1732190002360 } from './1732190002360-kept-session';
import { ApiKeys1732190002400 } from './1732190002400-api-keys';
import { StatisticsAnnotations1732190002410 } from './1732190002410-statistics-annotations';
import { SharedDashboards1732190002420 } from './1732190002420-shared-dashboards';
import { SiteHealth1732190002430 } from './1732190002430-site-health';
import { BuiltInOfferFunnel1732190002440 } from './1732190002440-built-in-offer-funnel';

/** Every Postgres migration, in order: the event store's first, then the read models. */
export const migrations = [
  ...eventStoreMigrations,
  CreateUsers1732190000100,
  CreateContent1732190000400,
  CreateOfferRequests1732190000500,
  CreateTrackingConfig1732190000600,
  TrackingConfigAsDocument1732190000700,
  CreateLeadsAndWeeklyReport1732190001800,
  TwoFactor1732190002100,
  ContentDrafts1732190002200,
  PreviewLinkCreators1732190002350,
  KeptSession1732190002360,
  ApiKeys1732190002400,
  StatisticsAnnotations1732190002410,
  SharedDashboards1732190002420,
  SiteHealth1732190002430,
  BuiltInOfferFunnel1732190002440,
];

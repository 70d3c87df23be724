import { hasPermission, redirectsKind } from '@agency/contracts';
import { COLLECTION_TABS, CollectionTabScreen } from '../../../features/admin-collections';
import { CustomerNotesScreen } from '../../../features/admin-customer-notes';
import { RequestsScreen } from '../../../features/admin-requests';
import { EmailTemplatesScreen } from '../../../features/admin-email-templates';
import { FaqScreen } from '../../../features/admin-faq';
import { ImagesScreen } from '../../../features/admin-images';
import { LegalScreen } from '../../../features/admin-legal';
import { ServicesScreen } from '../../../features/admin-services';
import { SystemSettingsScreen } from '../../../features/admin-system';
import { UsersScreen, type SignedInStaff } from '../../../features/admin-users';
import { WebsiteSettingsScreen } from '../../../features/admin-website';
import { BackupPanel } from '../../../features/admin-backup';
import { FailedJobsPanel } from '../../../features/admin-outbox';
import { PipelineControlScreen } from '../../../features/admin-pipeline-control';
import { RetentionPanel } from '../../../features/admin-retention';
import { SiteHistoryPanel } from '../../../features/admin-site-history';
import { TrackingScreen } from '../../../features/admin-tracking';
import { StatisticsPanel } from '../../../features/statistics';
import { AccountScreen } from '../../../features/admin-account';
import { ActivityScreen } from '../../../features/admin-activity';
import { PlannedScreen } from '../../../features/admin-planned';
import { RedirectsScreen } from '../../../features/admin-redirects';
import type { AdminTabValue } from './admin-tabs';
import { TabPlaceholder } from './tab-placeholder';

/** The screen of each tab: the route composes the admin features; a collection's tab comes from its kind. */
export function TabContent({ tab, staff }: { tab: AdminTabValue; staff: SignedInStaff }) {
  switch (tab) {
    case 'statistics':
      return <StatisticsPanel mayRedirect={hasPermission(staff.role, staff.permissions, 'website')} />;
    case 'requests':
      return <RequestsScreen />;
    case 'customer_notes':
      return <CustomerNotesScreen />;
    case 'users':
      return <UsersScreen staff={staff} />;
    case 'website':
      return <WebsiteSettingsScreen />;
    case 'system':
      return (
        <div className="space-y-5">
          <SystemSettingsScreen />
          <RetentionPanel staff={staff} />
        </div>
      );
    case 'legal':
      return <LegalScreen />;
    case 'faq':
      return <FaqScreen />;
    case 'services':
      return <ServicesScreen />;
    case 'email_templates':
      return <EmailTemplatesScreen />;
    case 'images':
      return <ImagesScreen />;
    case 'tracking':
      return <TrackingScreen />;
    case 'backend':
      return (
        <div className="space-y-5">
          <PipelineControlScreen>
            {(autoRefresh) => (
              <>
                <BackupPanel autoRefresh={autoRefresh} />
                <FailedJobsPanel autoRefresh={autoRefresh} />
              </>
            )}
          </PipelineControlScreen>
          <SiteHistoryPanel />
        </div>
      );
    case 'planned':
      return <PlannedScreen />;
    case 'activity':
      return <ActivityScreen />;
    case 'account':
      return <AccountScreen username={staff.username} role={staff.role} permissions={staff.permissions} />;
    default: {
      // A collection's tab: its screen from its kind's definition.
      const collection = COLLECTION_TABS.find((entry) => entry.value === tab);
      if (collection?.value === redirectsKind.name)
        return (
          <RedirectsScreen>
            {(cardExtra) => <CollectionTabScreen key={collection.value} tab={collection} cardExtra={cardExtra} />}
          </RedirectsScreen>
        );
      return collection ? <CollectionTabScreen key={collection.value} tab={collection} /> : <TabPlaceholder />;
    }
  }
}

import { hasPermission, redirectsKind } from '@agency/contracts';
import { CONTENT_TABS, ContentTabScreen } from '../../../features/admin-collections';
import { CustomerNotesScreen } from '../../../features/admin-customer-notes';
import { RequestsScreen } from '../../../features/admin-requests';
import { EmailTemplatesScreen } from '../../../features/admin-email-templates';
import { FaqScreen } from '../../../features/admin-faq';
import { ImagesScreen } from '../../../features/admin-images';
import { ServicesScreen } from '../../../features/admin-services';
import { SystemSettingsScreen } from '../../../features/admin-system';
import { UsersScreen, type SignedInStaff } from '../../../features/admin-users';
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

/** The screen of each tab: the route composes the admin features; a content kind's tab comes from its definition. */
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
    case 'system':
      return (
        <div className="space-y-5">
          <SystemSettingsScreen />
          <RetentionPanel staff={staff} />
        </div>
      );
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
      // A content kind's tab: its screen from its kind's definition.
      const content = CONTENT_TABS.find((entry) => entry.value === tab);
      if (content?.value === redirectsKind.name)
        return (
          <RedirectsScreen>
            {(cardExtra) => <ContentTabScreen key={content.value} tab={content} cardExtra={cardExtra} />}
          </RedirectsScreen>
        );
      return content ? <ContentTabScreen key={content.value} tab={content} /> : <TabPlaceholder />;
    }
  }
}

export { AdminSessionProvider, SESSION_EXPIRED_MESSAGE, useAdminSession } from './admin-session';
export { LoginForm } from './login-form';
export { SessionExpiredDialog } from './session-expired-dialog';
export type { AdminSession } from './session-storage';
export { logout } from './api/login';

export { AdminSessionProvider, SESSION_EXPIRED_MESSAGE, useAdminSession } from './admin-session';
export { LoginForm } from './login-form';
export type { AdminSession } from './session-storage';
export { logout } from './api/login';

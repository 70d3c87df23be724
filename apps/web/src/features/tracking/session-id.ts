// The session id is shared with the request forms (their link to the session): it lives in lib.
export { SESSION_ID_KEY, sessionIdFor } from '../../lib/analytics-session';

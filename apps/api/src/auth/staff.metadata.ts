export const PERMISSION_METADATA = 'staff:permission';
export const OPEN_METADATA = 'staff:open';
/** Route access beside a permission key: any signed-in staff member, or admins only. */
export const ANY_STAFF = 'staff:any';
export const ADMINS_ONLY = 'staff:admins';
/** A route the session of a user who must still set up two-factor login may call (that set-up itself). */
export const TWO_FACTOR_SETUP_METADATA = 'staff:two-factor-setup';
/** A route a personal API key may call (reading the statistics), besides a session. */
export const API_KEY_METADATA = 'staff:api-key';

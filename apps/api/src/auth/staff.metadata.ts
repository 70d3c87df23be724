export const PERMISSION_METADATA = 'staff:permission';
export const OPEN_METADATA = 'staff:open';

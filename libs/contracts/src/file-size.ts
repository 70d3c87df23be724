const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file's size as people read it, in steps of 1024 with at most one decimal: '812 Bytes', '3,4 KB', '52 MB',
 * '1,3 GB'. German for staff (the backup panel and the activity log show a backup's size alike); the
 * operator's command-line output passes 'en'.
 */
export function fileSize(bytes: number, locale = 'de-DE'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // Rounded first: 1023.96 KB would otherwise read '1.024 KB' instead of '1 MB'.
  if (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit++;
  }
  // The noun is capitalised in German only: '812 Bytes', but '812 bytes' on the command line.
  const name = unit === 0 && !locale.startsWith('de') ? 'bytes' : UNITS[unit];
  return `${value.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${name}`;
}

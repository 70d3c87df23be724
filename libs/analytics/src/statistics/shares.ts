import { STATISTICS_OTHER_LABEL, STATISTICS_TOP_SHARES } from '@agency/contracts';
import { num, pct, type Row } from './rows';

/** The rows of one dimension out of a read that returns several (each row names its `dimension`). */
export const ofDimension = (rows: Row[], dimension: string): Row[] => rows.filter((r) => r['dimension'] === dimension);

/** The first `limit` rows as value → count (`n`), in the rows' order. */
export const counts = (rows: Row[], limit: number): Record<string, number> =>
  Object.fromEntries(rows.slice(0, limit).map((r) => [String(r['value']), num(r['n'])]));

/** Each key's share of the total in percent; rows with the same key add up. Only for short lists (devices). */
export function shares(rows: Row[], key: string, value: string): Record<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(String(r[key]), (sums.get(String(r[key])) ?? 0) + num(r[value]));
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  return Object.fromEntries([...sums].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, pct(v, total)]));
}

/**
 * The top values' shares of the dimension's total and one STATISTICS_OTHER_LABEL share for all the others,
 * so the shares still sum to ~100 however many values there are. `rows` come sorted and limited from
 * ClickHouse, each carrying the dimension's `total`.
 */
export function topShares(rows: Row[], field: string): Record<string, number> {
  const total = num(rows[0]?.['total']);
  const top = rows.slice(0, STATISTICS_TOP_SHARES);
  const out = Object.fromEntries(top.map((r) => [String(r['value']), pct(num(r[field]), total)]));
  const rest = total - top.reduce((sum, r) => sum + num(r[field]), 0);
  if (rest > 0) out[STATISTICS_OTHER_LABEL] = pct(rest, total) + (out[STATISTICS_OTHER_LABEL] ?? 0);
  return out;
}

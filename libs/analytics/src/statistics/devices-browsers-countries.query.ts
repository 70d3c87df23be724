import { STATISTICS_TOP_COUNTRIES, type StatisticsResponse } from '@agency/contracts';
import type { Rollups } from './rollups';
import type { ReadRows, Row } from './rows';
import { counts, ofDimension, shares, topShares } from './shares';

/*
 * Devices, browsers and countries (docs/metrics.md): dimensions counted by unique visitors, read together in
 * one query (`dimension`, `value`, visitors `n`, the dimension's `total`), each cut to its top in ClickHouse.
 */

const DEVICE_LABELS: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

/** A range's top values of device, browser and country by visitors; unknown countries left out. */
export function visitorDimensions(
  rows: ReadRows,
  params: { from: string; to: string; top: number },
  rollups: Rollups,
): Promise<Row[]> {
  // Unique states are merged only where a share of people is asked for (they cost the most).
  return rows(
    `SELECT dimension, value, uniqCombinedMerge(14)(visitors) AS n, sum(n) OVER (PARTITION BY dimension) AS total
          FROM ${rollups.dimensions}
          WHERE dimension IN ('device', 'browser', 'country') AND day >= {from:Date} AND day <= {to:Date}
            AND NOT (dimension = 'country' AND value IN ('', 'unknown'))
          GROUP BY dimension, value
          ORDER BY dimension, n DESC, value
          LIMIT {top:UInt32} BY dimension`,
    params,
  );
}

/** Device classes' shares: the parser's handful, labelled and summed here; the three named ones always there. */
export function devices(people: Row[]): StatisticsResponse['devices'] {
  const labelled = shares(
    ofDimension(people, 'device').map((r) => ({ ...r, value: DEVICE_LABELS[String(r['value'])] ?? 'Other' })),
    'value',
    'n',
  );
  return { Desktop: 0, Mobile: 0, Tablet: 0, ...labelled };
}

export const browsers = (people: Row[]): StatisticsResponse['browsers'] =>
  topShares(ofDimension(people, 'browser'), 'n');

export const topCountries = (people: Row[]): StatisticsResponse['top_countries'] =>
  counts(ofDimension(people, 'country'), STATISTICS_TOP_COUNTRIES);

import type { ClickHouseClient } from '@clickhouse/client';

/** One row of a statistics read, as ClickHouse answers it in JSONEachRow (64-bit numbers come as strings). */
export type Row = Record<string, string | number>;

/** Runs one SELECT with its parameters and answers its rows: what every statistics query is given. */
export type ReadRows = (query: string, params: Record<string, unknown>) => Promise<Row[]>;

export function readRows(client: ClickHouseClient): ReadRows {
  return async (query, params) => {
    const result = await client.query({ query, query_params: params, format: 'JSONEachRow' });
    return result.json<Row>();
  };
}

/** A figure of a row as a number; a missing one counts 0. */
export const num = (value: string | number | undefined): number => Number(value ?? 0);

/** `part` of `whole` in percent, one decimal; 0 of nothing. */
export const pct = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** One schema step. Statements must be idempotent (IF NOT EXISTS): two processes may start at once. */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

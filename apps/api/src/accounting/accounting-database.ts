import { createConnection, type Connection, type ResultSetHeader, type RowDataPacket } from 'mysql2/promise';
import type { Customer, OfferRequest } from '@agency/contracts';

export interface MysqlConfig {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

/** MySQL is optional; a user name and a database mark it configured. */
export function mysqlConfigured(config: Partial<MysqlConfig>): config is MysqlConfig {
  return Boolean(config.host && config.port && config.user && config.database);
}

/**
 * A short-lived connection per use: settings may change at any time, and syncs are a few per day.
 * `address` is where the host was checked to be (OutboundTargets): the connection goes there, not to
 * whatever the name resolves to by then.
 */
export async function withAccountingDatabase<T>(
  config: MysqlConfig,
  address: string,
  work: (connection: Connection) => Promise<T>,
  timeoutMs = 10_000,
): Promise<T> {
  const connection = await createConnection({
    host: address,
    port: config.port,
    user: config.user,
    password: config.password,
    database: config.database,
    connectTimeout: timeoutMs,
    charset: 'utf8mb4_unicode_ci',
    // affectedRows then tells an insert (1) from a duplicate left as it was (0).
    flags: ['-FOUND_ROWS'],
  });
  try {
    return await work(connection);
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}

/**
 * Finds the customer by e-mail or creates it, in one transaction. The UNIQUE index on email makes
 * this exactly-once even when two syncs of the same request (or two requests of one person) race:
 * `ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id)` returns the existing row's id instead of a second row.
 * An existing customer's data is never overwritten: the accounting keeps what it has.
 */
export async function findOrCreateCustomer(
  connection: Connection,
  request: OfferRequest,
): Promise<{ customerId: number; created: boolean; code: string }> {
  await connection.beginTransaction();
  try {
    const [existing] = await connection.query<RowDataPacket[]>('SELECT id FROM customers WHERE email = ?', [
      request.email,
    ]);
    let customerId: number;
    let created = false;
    if (existing.length > 0) {
      customerId = Number(existing[0].id);
    } else {
      const [result] = await connection.query<ResultSetHeader>(
        `INSERT INTO customers (name, company, email, phone, address, zip, town, country, status, source)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, 'website')
         ON DUPLICATE KEY UPDATE id = LAST_INSERT_ID(id)`,
        [
          request.name,
          request.company,
          request.email,
          request.phone,
          request.address,
          request.zip,
          request.town,
          request.country,
        ],
      );
      customerId = Number(result.insertId);
      created = result.affectedRows === 1;
    }
    await connection.query("UPDATE customers SET code = CONCAT('K', LPAD(id, 5, '0')) WHERE id = ? AND code IS NULL", [
      customerId,
    ]);
    const [[row]] = await connection.query<RowDataPacket[]>('SELECT code FROM customers WHERE id = ?', [customerId]);
    await connection.commit();
    return { customerId, created, code: String(row?.code ?? '') };
  } catch (error) {
    await connection.rollback().catch(() => undefined);
    throw error;
  }
}

export async function countCustomers(connection: Connection): Promise<number> {
  const [[row]] = await connection.query<RowDataPacket[]>('SELECT COUNT(*) AS count FROM customers');
  return Number(row.count);
}

export async function listCustomers(connection: Connection, search?: string): Promise<Customer[]> {
  const like = `%${(search ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [rows] = await connection.query<RowDataPacket[]>(
    `SELECT id, code, name, company, email, status FROM customers
     WHERE ? = '' OR name LIKE ? OR email LIKE ? OR code LIKE ? OR company LIKE ?
     ORDER BY name, id LIMIT 1000`,
    [search ?? '', like, like, like, like],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code === null ? null : String(row.code),
    name: String(row.name),
    company: row.company === null ? null : String(row.company),
    email: String(row.email),
    status: Number(row.status),
  }));
}

/** Whether the customers table is there (the connection test reports it); false when that cannot be read. */
export async function hasCustomersTable(connection: Connection, timeoutMs = 10_000): Promise<boolean> {
  try {
    const [rows] = await connection.query<RowDataPacket[]>({
      sql: "SELECT 1 FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'customers'",
      timeout: timeoutMs,
    });
    return rows.length > 0;
  } catch {
    return false;
  }
}

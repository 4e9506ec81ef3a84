import type { Database } from '../db/client';

export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * Records the statements a database handle sends while `during` runs: both drivers send
 * every statement outside a transaction through the handle's client (PGlite's
 * `query(text, values)`, pg's `Pool#query({ name, text }, values)`).
 */
export function statementLog(db: Database) {
  const client = (db as unknown as { $client: unknown }).$client as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const query = client.query.bind(client);
  let sent: SentStatement[] | undefined;
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    const values = Array.isArray(second)
      ? second
      : ((first as { values?: unknown[] }).values ?? []);
    sent?.push({ text, values });
    return query(...args);
  };
  return {
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
      const statements: SentStatement[] = [];
      sent = statements;
      try {
        return { result: await run(), statements };
      } finally {
        sent = undefined;
      }
    },
  };
}

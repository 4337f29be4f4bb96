import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

// PGlite is one connection. Kysely assumes a pool, so without a lock a query from request B could
// run inside request A's open transaction. Handing the single connection out one holder at a time
// (as Kysely's own SQLite driver does) makes transactions mean what they say. Whatever else speaks
// to the engine (the job queue's statements) takes its turn from the same mutex.
export class ConnectionMutex {
  private tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const res = await this.pg.query<R>(query.sql, query.parameters as unknown[]);
    const affected = res.affectedRows;
    return { rows: res.rows, ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}) };
  }
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on the embedded database');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private releases: Array<() => void> = [];
  constructor(
    private readonly pg: PGlite,
    private readonly mutex: ConnectionMutex,
  ) {
    this.connection = new PGliteConnection(pg);
  }
  async init() {
    await this.pg.waitReady;
  }
  async acquireConnection() {
    this.releases.push(await this.mutex.lock());
    return this.connection;
  }
  async beginTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection) {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }
  releaseConnection(): Promise<void> {
    this.releases.shift()?.();
    return Promise.resolve();
  }
  async destroy() {
    await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pg: PGlite,
    private readonly mutex = new ConnectionMutex(),
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.pg, this.mutex);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

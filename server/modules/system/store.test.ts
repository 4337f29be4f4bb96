import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrate } from '../../db/migrate';
import { engine, freshDatabase, type FreshDatabase } from '../../../tests/helpers/freshDatabase';
import { countryOfIp, inetOf } from './store';

describe('inetOf', () => {
  it('takes dotted IPv4 and IPv6, maps ::ffff:a.b.c.d to IPv4 and drops a zone', () => {
    expect(inetOf('192.0.2.7')).toBe('192.0.2.7');
    expect(inetOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(inetOf('2001:db8::1')).toBe('2001:db8::1');
    expect(inetOf('fe80::1%eth0')).toBe('fe80::1');
  });

  it('refuses what is not one address, in forms inet would not read either', () => {
    for (const bad of ['', 'unknown', '127.1', '0x7f000001', '192.0.2.7\0', '192.0.2.7, 10.0.0.1', '192.0.2.0/24', '300.1.1.1', ' 192.0.2.7'])
      expect(inetOf(bad), bad).toBeNull();
  });
});

describe(`countryOfIp on ${engine}`, () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase();
    await migrate(fresh.database);
    await fresh.database.db
      .insertInto('geo_ip_ranges')
      .values([
        { cidr: '192.0.2.0/24', country_code: 'US' },
        { cidr: '192.0.2.128/25', country_code: 'BD' },
        { cidr: '2001:db8::/32', country_code: 'IN' },
      ])
      .execute();
  });
  afterAll(() => fresh.dispose());

  it('answers the most specific range that holds the address', async () => {
    const db = fresh.database.db;
    expect(await countryOfIp(db, '192.0.2.7')).toBe('US');
    expect(await countryOfIp(db, '192.0.2.200')).toBe('BD');
    expect(await countryOfIp(db, '::ffff:192.0.2.200')).toBe('BD');
    expect(await countryOfIp(db, '2001:db8::42')).toBe('IN');
    expect(await countryOfIp(db, '203.0.113.1')).toBeNull();
  });

  it('answers no country for what is not an address, without asking the database', async () => {
    expect(await countryOfIp(fresh.database.db, 'not an address')).toBeNull();
    expect(await countryOfIp(fresh.database.db, '127.1')).toBeNull();
  });

  it('lets a database error through instead of calling it no country', async () => {
    await sql`alter table geo_ip_ranges rename to geo_ip_ranges_away`.execute(fresh.database.db);
    try {
      await expect(countryOfIp(fresh.database.db, '192.0.2.7')).rejects.toThrow(/geo_ip_ranges/);
    } finally {
      await sql`alter table geo_ip_ranges_away rename to geo_ip_ranges`.execute(fresh.database.db);
    }
  });
});

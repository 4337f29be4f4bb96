import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { Validator } from '@seriousme/openapi-schema-validator';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { projectRoot } from '../../server/config';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { demoPassword } from '../helpers/signIn';

// The API document as another team uses it: two independent validators accept it, openapi-typescript
// makes types of it that compile, and a client typed by them (openapi-fetch) works against the
// running server. (Every answer the other API tests receive is held to it by tests/helpers/testServer.ts.)

let server: TestServer;
let document: Record<string, unknown>;
beforeAll(async () => {
  server = await startTestServer({ profile: 'test' });
  document = (await server.call<Record<string, unknown>>('/docs/json')).body;
});
afterAll(() => server.close());

/** Inside the repository, so the client finds openapi-fetch and the site's sealing code; never committed. */
const clientDir = join(projectRoot, 'node_modules', '.cache', 'api-client');

/** A client of six calls, as a partner would write it from the generated `paths`. */
const clientSource = `
import createClient from 'openapi-fetch';
import type { paths } from './paths';
import { encryptBody } from '../../../src/api/encryptBody';

const client = createClient<paths>({ baseUrl: process.env.API_URL!, headers: { Language: 'EN' } });
const status = await client.GET('/wps/system/status');
const key = await client.GET('/wps/system/publicKey');
if (!key.data) throw new Error('no public key');
const sealed = await encryptBody(key.data.value, { type: 'username', username: 'player01', password: process.env.DEMO_PASSWORD! });
const login = await client.POST('/wps/session/login', { body: sealed });
if (!login.data) throw new Error('sign-in refused: ' + JSON.stringify(login.error));
const token = login.data.value.token;
const before = await client.GET('/wps/v2/wallets/balance', { headers: { Authorization: token } });
const games = await client.GET('/wps/relay/GCSGAME_gameList', { params: { query: { pageNo: 1, pageSize: 5 } } });
const once = 'partner-client-0001';
const transfer = () =>
  client.POST('/wps/relay/GCS_walletTransfer', {
    params: { header: { 'Idempotency-Key': once } },
    headers: { Authorization: token },
    body: { mode: 'toVendor', vendor: 'EVO', amount: '1' },
  });
const first = await transfer();
const again = await transfer();
const refused = await client.GET('/wps/v2/wallets/balance');
console.log(
  JSON.stringify({
    status: status.data?.value.status,
    signedIn: typeof token === 'string' && token.length > 0,
    sumBalance: before.data?.value.sumBalance,
    games: games.data?.value.games.length,
    moved: first.data?.value.moved,
    mainAfter: first.data?.value.wallets.main,
    mainAgain: again.data?.value.wallets.main,
    refused: [refused.response.status, refused.error?.errorCode],
  }),
);
`;

describe('the API document, as another team points its tools at it', () => {
  it('is OpenAPI 3.1 that both validators accept', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('names the Idempotency-Key header, the sealed body and the refusals of a call', () => {
    const paths = document.paths as Record<string, Record<string, { parameters?: Array<{ in: string; name: string; required?: boolean }>; description?: string; responses: Record<string, unknown>; requestBody?: unknown }>>;
    const transfer = paths['/wps/relay/GCS_walletTransfer']!.post!;
    expect(transfer.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true }));
    expect(Object.keys(transfer.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '422', '429', 'default']));
    const login = paths['/wps/session/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('#/components/schemas/EncryptedBody');
    expect(login.description).toContain('LoginRequest');
    expect(paths['/wps/live']!.get).toMatchObject({ tags: ['live'] });
    const tags = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => (op as { tags?: string[] }).tags ?? [])));
    for (const tag of ['ops', 'vendor', 'live', 'wallet', 'member', 'agent']) expect(tags).toContain(tag);
  });

  it('gives types that compile, and a client typed by them signs in, reads and moves money once', async () => {
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(clientDir, 'paths.d.ts'), astToString(await openapiTS(document as never)));
    writeFileSync(join(clientDir, 'client.mts'), clientSource);
    const program = ts.createProgram([join(clientDir, 'client.mts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: ['node'],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);

    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(clientDir, 'client.mts')], {
      cwd: projectRoot,
      env: { ...process.env, API_URL: server.url, DEMO_PASSWORD: demoPassword },
    });
    const seen = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(seen).toMatchObject({ status: 0, signedIn: true, games: 5, moved: '1.00', refused: [401, 'UNAUTHORIZED'] });
    expect(typeof seen.sumBalance).toBe('string');
    // The same key again answers the first answer: the money moved once.
    expect(seen.mainAgain).toBe(seen.mainAfter);
  }, 120_000);
});

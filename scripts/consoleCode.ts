// The current authenticator code of a demo operator (config/seed/operators.json), for signing in
// to the demo console without an authenticator app: `npm run console:code [-- editor]`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import { projectRoot } from '../server/config';

const name = process.argv[2] ?? 'admin';
const file = JSON.parse(readFileSync(join(projectRoot, 'config', 'seed', 'operators.json'), 'utf8')) as {
  operators: Array<{ username: string; totpSecret: string }>;
};
const op = file.operators.find((o) => o.username === name);
if (!op) {
  console.error(`no demo operator "${name}"; there are: ${file.operators.map((o) => o.username).join(', ')}`);
  process.exit(1);
}
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${await generate({ secret: op.totpSecret })}  (${name}, good for ${left} more seconds, once)`);

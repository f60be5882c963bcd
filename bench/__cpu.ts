import fs from 'node:fs';
import { execSync } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, startService, stopService, graphqlTarget } from './lib';
import { DEMO_ACCOUNTS } from '../upstream/src/seed';
const cpuOf = (pid: number) => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
(async () => {
  const up = await freePort(); const gw = await freePort();
  const upstreamUrl = `http://127.0.0.1:${up}`;
  const u = await startService('u', ['upstream/src/main.ts'], { UPSTREAM_PORT: String(up), DATA_DIR: ':memory:', LOG_LEVEL: 'warn' }, `${upstreamUrl}/healthz`);
  const g = await startService('g', ['--tsconfig', 'gateway/tsconfig.json', 'gateway/src/main.ts'], { PORT: String(gw), UPSTREAM_URL: upstreamUrl, ME_CACHE_TTL_MS: '0', WEB_DIST: '/x' }, `http://127.0.0.1:${gw}/healthz`);
  const gpid = Number(execSync(`pgrep -P ${g.pid}`).toString().trim());
  const upid = Number(execSync(`pgrep -P ${u.pid}`).toString().trim());
  const acc = DEMO_ACCOUNTS.find((a) => a.key === 'hr')!;
  const token = (await (await fetch(`${upstreamUrl}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: acc.email, password: acc.password }) })).json()).token;
  const q = '{ me { id name email resId roleTitle manager { name } roles { hr ceo admin } access { routes menuGroups } } }';
  const t = graphqlTarget(`http://127.0.0.1:${gw}`, token, q);
  const run = (amount: number) => autocannon({ url: t.url, method: 'POST', headers: t.headers, body: t.body, connections: 10, amount });
  await run(1000);
  for (let i = 0; i < 3; i++) {
    const g0 = cpuOf(gpid), u0 = cpuOf(upid);
    await run(2000);
    console.log(`gateway ${((cpuOf(gpid) - g0) / 2000).toFixed(3)} ms/req   upstream ${((cpuOf(upid) - u0) / 2000).toFixed(3)} ms/req`);
  }
  await stopService(g); await stopService(u);
})();

import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(`window.__lt=[]; new PerformanceObserver((l)=>{for(const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)])}).observe({type:'longtask', buffered:true});`);
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
const lt = await page.evaluate('window.__lt');
const nav = await page.evaluate('performance.timeOrigin');
console.log('long tasks', JSON.stringify(lt));
// map samples to time
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; // microseconds, monotonic
const times = profile.timeDeltas.map((d) => (t += d));
// convert: profile times are monotonic in us; align using first long task is hard; instead bucket by long tasks using relative time from profile start offset by nav
const startOffsetMs = (nav - (t0)) ; // rough
const self = new Map(); const byTask = new Map();
const perfNowAtProfileStart = null;
for (let i = 0; i < profile.samples.length; i++) {
  const n = nodes.get(profile.samples[i]); const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.replace(/^https?:\/\/[^/]+/, '').slice(0,60)}:${f.lineNumber}`;
  const dt = (profile.timeDeltas[i+1] ?? 0) / 1000;
  if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
  self.set(key, (self.get(key) ?? 0) + dt);
  // package attribution: walk up to find first frame with url
  let m = n, pkg = 'other';
  const u = f.url; if (u) pkg = u.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8}\.js$/, '');
  byTask.set(pkg, (byTask.get(pkg) ?? 0) + dt);
}
console.log('self by script:'); for (const [k, v] of [...byTask].sort((a,b)=>b[1]-a[1]).slice(0,15)) console.log(Math.round(v), k);
console.log('top self functions:'); for (const [k, v] of [...self].sort((a,b)=>b[1]-a[1]).slice(0,25)) console.log(Math.round(v), k);
// inclusive
const incl = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = (profile.timeDeltas[i+1] ?? 0) / 1000;
  let id = profile.samples[i]; const seen = new Set();
  const f0 = nodes.get(id).callFrame; if (f0.functionName === '(idle)' || f0.functionName === '(program)') continue;
  while (id !== undefined) { const f = nodes.get(id).callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/^https?:\/\/[^/]+/, '').slice(0,40)}:${f.lineNumber}:${f.columnNumber}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + dt); } id = parent.get(id); }
}
console.log('inclusive:'); for (const [k, v] of [...incl].sort((a,b)=>b[1]-a[1]).slice(0,45)) console.log(Math.round(v), k);
// bursts of busy samples
const bursts = []; let cur = null; let tt = 0;
for (let i = 0; i < profile.samples.length; i++) {
  tt += profile.timeDeltas[i] / 1000;
  const f = nodes.get(profile.samples[i]).callFrame;
  const idle = f.functionName === '(idle)';
  if (idle) { if (cur && tt - cur.last > 3) { bursts.push(cur); cur = null; } continue; }
  if (!cur) cur = { start: tt, last: tt, samples: [] };
  cur.last = tt; cur.samples.push(i);
}
if (cur) bursts.push(cur);
for (const b of bursts.filter((b) => b.last - b.start > 60)) {
  const inc = new Map();
  for (const i of b.samples) { const dt = (profile.timeDeltas[i+1] ?? 0) / 1000; let id = profile.samples[i]; const seen = new Set();
    while (id !== undefined) { const f = nodes.get(id).callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/^https?:\/\/[^/]+\/(static\/js\/|remotes\/)?/, '').slice(0,30)}:${f.lineNumber}:${f.columnNumber}`; if (!seen.has(key)) { seen.add(key); inc.set(key, (inc.get(key) ?? 0) + dt); } id = parent.get(id); } }
  console.log(`--- burst at ${Math.round(b.start)} ms, ${Math.round(b.last - b.start)} ms`);
  for (const [k, v] of [...inc].sort((a,b)=>b[1]-a[1]).slice(1, 16)) console.log('  ', Math.round(v), k);
}
await browser.close();

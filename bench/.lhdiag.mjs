import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const url = process.argv[2];
const flags = ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--disable-quic'];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: flags, logLevel: 'silent' });
try {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  const out = { perf: r.lhr.categories.performance.score, bi: r.lhr.environment.benchmarkIndex,
    fcp: a['first-contentful-paint'].numericValue, lcp: a['largest-contentful-paint'].numericValue, tbt: a['total-blocking-time'].numericValue, tti: a['interactive']?.numericValue };
  console.log(JSON.stringify(out));
  console.log('LONG TASKS');
  for (const i of a['long-tasks']?.details?.items ?? []) console.log(Math.round(i.startTime), Math.round(i.duration), i.url);
  console.log('BOOTUP');
  for (const i of a['bootup-time']?.details?.items ?? []) console.log(Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile), i.url);
  console.log('MAINTHREAD');
  for (const i of a['mainthread-work-breakdown']?.details?.items ?? []) console.log(Math.round(i.duration), i.group);
  if (process.argv[3]) fs.writeFileSync(process.argv[3], JSON.stringify(r.lhr));
} finally { chrome.kill(); }

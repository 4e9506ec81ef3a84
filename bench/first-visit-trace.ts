/**
 * `npx tsx bench/first-visit-trace.ts <base URL> [path ...]`: the long main-thread tasks of a
 * first visit to each path (default `/` and `/terms`), from a Chrome performance trace of
 * Debian's Chromium (phone viewport, fresh context: no cache), TRACE_RUNS times each
 * (default 3). It prints every task of TRACE_MIN_TASK_MS (default 10) or more of the main
 * thread's CPU time with what ran in it, and an estimate of Lighthouse's blocking time:
 * Lighthouse's simulated phone takes each observed task of 10 ms or more, multiplies it by
 * its CPU slow-down (TRACE_MULTIPLIER, default 8 as LIGHTHOUSE_CPU_SLOWDOWN=8) and counts the
 * excess over 50 ms after the first paint. Tasks are measured in thread time (trace `tdur`),
 * which leaves out the time other processes held the core, so figures from a loaded shared
 * machine compare; Lighthouse itself uses wall time and scores higher on a quiet host.
 * TRACE_CPU_SLOWDOWN=4 also slows the CPU through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`); TRACE_SAVE_DIR=dir keeps the raw traces;
 * TRACE_SCREENSHOTS=1 records every frame's screenshot as Lighthouse does.
 * Compare two builds in the same minutes: serve each (WEB_DIST_DIR) and alternate.
 *
 * Beside the thread-time estimate it prints the estimate Lighthouse's simulation (Lantern)
 * itself makes from the same trace: Lantern takes each task's *wall* time (`dur`), keeps
 * the tasks of 10 ms or more, multiplies a task with a layout by half the slow-down, and
 * counts the excess over 50 ms. Wall time includes the time the main thread waited for a
 * core; so it also prints the CPU that Chromium's other threads used in the load's first
 * TRACE_WINDOW_MS (default 2000): rasterising, compositing (the GPU process's viz thread
 * draws in software here) and the browser process share the host's cores with the page's
 * main thread (bench/README.md, "where the wall time goes").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unlike `dur`, it leaves out the time other processes held the core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; frame?: string };
}

const [baseUrl, ...pathArgs] = process.argv.slice(2);
if (!baseUrl) {
  console.error('usage: npx tsx bench/first-visit-trace.ts <base URL> [path ...]');
  process.exit(2);
}
const paths = pathArgs.length ? pathArgs : ['/', '/terms'];
const slowdown = Number(process.env.TRACE_CPU_SLOWDOWN ?? 1);
const multiplier = Number(process.env.TRACE_MULTIPLIER ?? 8);
const runs = Number(process.env.TRACE_RUNS ?? 3);
const minTaskMs = Number(process.env.TRACE_MIN_TASK_MS ?? 10);
const windowMs = Number(process.env.TRACE_WINDOW_MS ?? 2000);
/** Lighthouse's simulation leaves out tasks shorter than this (ms observed). */
const significantTaskMs = 10;

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  // TRACE_SCREENSHOTS=1: a screenshot of every frame, as Lighthouse's trace takes them (its
  // capture costs the GPU and browser processes CPU for every frame drawn).
  ...(process.env.TRACE_SCREENSHOTS === '1' ? ['disabled-by-default-devtools.screenshot'] : []),
].join(',');

async function record(session: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  );
  await session.send('Tracing.start', {
    categories,
    transferMode: 'ReportEvents',
  });
  await load();
  await session.send('Tracing.end');
  await complete;
  return events;
}

/** The renderer main thread of the page: the thread the first contentful paint is on. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (fcp) return { pid: fcp.pid, tid: fcp.tid };
  const named = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
  );
  return named ? { pid: named.pid, tid: named.tid } : undefined;
}

/** Thread names by pid and tid, and process names by pid, from the trace's metadata. */
function threadLabels(events: TraceEvent[]): (event: TraceEvent) => string {
  const threads = new Map<string, string>();
  const processes = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M' || !e.args?.name) continue;
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
    if (e.name === 'process_name') processes.set(e.pid, e.args.name);
  }
  // Some processes are named by their whole command line.
  const processLabel = (name: string | undefined) =>
    name?.startsWith('/')
      ? name.includes('--top-chrome-webui')
        ? 'WebUI renderer'
        : (name.split(' ')[0]?.split('/').at(-1) ?? name)
      : name;
  return (e) =>
    `${processLabel(processes.get(e.pid)) ?? e.pid} ${threads.get(`${e.pid}:${e.tid}`) ?? e.tid}`;
}

/**
 * CPU (thread time) of every thread's top-level tasks from `from` for `ms`, largest first:
 * what shared the host's cores with the page's main thread during the load.
 */
function cpuByThread(events: TraceEvent[], from: number, ms: number): Array<[string, number]> {
  const labelOf = threadLabels(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || e.ts < from || e.ts >= from + ms * 1000) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const totals = new Map<string, number>();
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let end = 0;
    for (const e of list) {
      if (e.ts < end) continue; // nested in the previous top-level event
      end = e.ts + (e.dur ?? 0);
      const label = labelOf(e);
      totals.set(label, (totals.get(label) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

/** What ran inside a task, by the innermost named trace events, in ms of the slowed thread. */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const parts = new Map<string, number>();
  const add = (label: string, ms: number) => parts.set(label, (parts.get(label) ?? 0) + ms);
  for (const event of inside) {
    const ms = (event.tdur ?? event.dur ?? 0) / 1000;
    const data = event.args?.data ?? {};
    const url = typeof data.url === 'string' ? data.url.replace(/^.*\//, '') : '';
    switch (event.name) {
      case 'EvaluateScript':
      case 'v8.evaluateModule':
        add(`evaluate ${url}`, ms);
        break;
      case 'v8.compileModule':
      case 'v8.compile':
        add(`compile ${url}`, ms);
        break;
      case 'FunctionCall':
        add(
          `call ${typeof data.functionName === 'string' && data.functionName ? data.functionName : '(anonymous)'} ${url}`,
          ms,
        );
        break;
      case 'TimerFire':
        add('timer', ms);
        break;
      case 'RunMicrotasks':
        add('microtasks', ms);
        break;
      case 'DocumentLoader::CommitNavigation':
        add('navigation', ms);
        break;
      case 'ParseHTML':
        add('parse HTML', ms);
        break;
      case 'Layout':
        add('layout', ms);
        break;
      case 'UpdateLayoutTree':
        add('style', ms);
        break;
      case 'Paint':
      case 'PrePaint':
        add('paint', ms);
        break;
      case 'ParseAuthorStyleSheet':
        add('parse CSS', ms);
        break;
      case 'GCEvent':
      case 'MinorGC':
      case 'MajorGC':
        add('GC', ms);
        break;
      default:
    }
  }
  const total = (task.tdur ?? task.dur ?? 0) / 1000;
  return [...parts.entries()]
    .filter(([, ms]) => ms >= Math.max(2, total * 0.05))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([label, ms]) => `${label} ${ms.toFixed(0)}`)
    .join('; ');
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const pagePath of paths) {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const events = await record(session, async () => {
        await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' });
        // The start-up renders in tasks after the load event; give them time to run.
        await page.waitForTimeout(3000);
      });
      await context.close();
      if (process.env.TRACE_SAVE_DIR) {
        const name = `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}-${run}.json`;
        fs.mkdirSync(process.env.TRACE_SAVE_DIR, { recursive: true });
        fs.writeFileSync(path.join(process.env.TRACE_SAVE_DIR, name), JSON.stringify(events));
      }
      const thread = mainThread(events);
      if (!thread) throw new Error('no renderer main thread in the trace');
      const onThread = events.filter(
        (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X',
      );
      // performance.mark() calls (blink.user_timing), shown in the task they were made in.
      const marks = events.filter(
        (e) =>
          e.pid === thread.pid &&
          e.cat.includes('blink.user_timing') &&
          ['R', 'I', 'n'].includes(e.ph),
      );
      const fcpTs = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
      const navigationTs =
        events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid)?.ts ?? 0;
      // Top-level tasks only (a scheduler's task nests the thread controller's).
      const allTasks = onThread
        .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
      const tasks: TraceEvent[] = [];
      for (const task of allTasks) {
        const last = tasks.at(-1);
        if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
        tasks.push(task);
      }
      const threadMs = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
      const long = tasks.filter((task) => threadMs(task) >= minTaskMs);
      let blockingMs = 0;
      let lanternMs = 0;
      let cpuMs = 0;
      let wallLongTasks = 0;
      for (const task of tasks) {
        cpuMs += threadMs(task);
        if (task.ts < fcpTs) continue;
        if (threadMs(task) >= significantTaskMs) {
          blockingMs += Math.max(0, threadMs(task) * multiplier - 50);
        }
        // Lantern: wall time, tasks of 10 ms or more, a task with a layout at half the slow-down.
        const wallMs = (task.dur ?? 0) / 1000;
        if (wallMs < significantTaskMs) continue;
        wallLongTasks++;
        const end = task.ts + (task.dur ?? 0);
        const hasLayout = onThread.some(
          (e) => e.name === 'Layout' && e.ts >= task.ts && e.ts < end,
        );
        lanternMs += Math.max(0, wallMs * (hasLayout ? multiplier / 2 : multiplier) - 50);
      }
      const load = os.loadavg()[0]?.toFixed(1);
      console.log(
        `${pagePath} run ${run} (load average ${load}${slowdown > 1 ? `, CPU slowed ${slowdown}×` : ''}): ` +
          `FCP ${((fcpTs - navigationTs) / 1000).toFixed(0)} ms, main thread ${cpuMs.toFixed(0)} ms CPU, ` +
          `${long.length} tasks ≥ ${minTaskMs} ms, blocking at ${multiplier}× ≈ ${blockingMs.toFixed(0)} ms; ` +
          `in wall time as Lighthouse counts: ${wallLongTasks} tasks ≥ ${significantTaskMs} ms, ≈ ${lanternMs.toFixed(0)} ms`,
      );
      const others = cpuByThread(events, navigationTs, windowMs)
        .filter(([, ms]) => ms >= 5)
        .slice(0, 7)
        .map(([label, ms]) => `${label} ${ms.toFixed(0)}`);
      console.log(`  CPU of Chromium's threads in the first ${windowMs} ms: ${others.join(', ')}`);
      for (const task of long) {
        const end = task.ts + (task.dur ?? 0);
        const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
        const marked = marks
          .filter((e) => e.ts >= task.ts && e.ts < end)
          .map((e) => `${e.name} +${((e.ts - task.ts) / 1000).toFixed(1)}`);
        console.log(
          `  at ${((task.ts - navigationTs) / 1000).toFixed(0).padStart(5)} ms: ${threadMs(task).toFixed(1).padStart(5)} ms CPU (${((task.dur ?? 0) / 1000).toFixed(0)} wall)  ${describe(task, inside)}${marked.length ? ` [${marked.join(', ')}]` : ''}`,
        );
      }
    }
  }
} finally {
  await browser.close();
}

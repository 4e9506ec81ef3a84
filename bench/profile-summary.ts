import fs from 'node:fs';
import path from 'node:path';

/**
 * `npx tsx bench/profile-summary.ts <file.cpuprofile> [--top=25] [--stacks=40] [--depth=14]
 *   [--min=1.5] [--busiest=10 --after=20]`:
 * what a V8 CPU profile (`npm run bench -- … --cpu-prof`) says, as text: the top frames by
 * self time and by inclusive time (a frame counted once per sample however often it recurs
 * in the stack), the same per package (node_modules) or source folder, and the heaviest
 * stacks from the root (a text flame graph: each line a frame with its inclusive share,
 * children indented, the lightest cut off). `--busiest=S` keeps only the S seconds with the
 * least idle time from the `--after=S`th on (the measured load, not the start-up, the seed or
 * the pauses between measurements).
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const argument = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [--top=25]');
  process.exit(2);
}
const top = argument('top', 25);
const stackLines = argument('stacks', 40);
const maxDepth = argument('depth', 14);
const minShare = argument('min', 1.5);
const busiestSeconds = argument('busiest', 0);
const afterSeconds = argument('after', 0);

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Where a frame's code lives: its npm package, a source folder of ours, or node's own. */
function moduleOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return url;
  const clean = url.replace(/^file:\/\//, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = clean.slice(inModules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const dist = clean.indexOf('/apps/server/dist/');
  if (dist >= 0) return `server dist/${clean.slice(dist + '/apps/server/dist/'.length)}`;
  return path.basename(clean);
}

const frameName = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url ? `${moduleOf(frame.url)}:${frame.lineNumber + 1}` : ''}`.trim();

// Each sample's time: the delta to the next sample (the last one's is unknown, taken as 0).
const sampleUs = profile.samples.map((_, i) => profile.timeDeltas[i + 1] ?? 0);
if (busiestSeconds > 0) keepBusiestSeconds(busiestSeconds);

/** Zeroes the samples outside the `seconds` whole seconds of the profile with the least idle. */
function keepBusiestSeconds(seconds: number) {
  const secondOf: number[] = [];
  const busyPerSecond = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const second = Math.floor(at / 1e6);
    secondOf.push(second);
    if (second >= afterSeconds && byId.get(id)?.callFrame.functionName !== '(idle)')
      busyPerSecond.set(second, (busyPerSecond.get(second) ?? 0) + sampleUs[i]!);
  });
  const kept = new Set(
    [...busyPerSecond]
      .sort((a, b) => b[1] - a[1])
      .slice(0, seconds)
      .map(([second]) => second),
  );
  secondOf.forEach((second, i) => {
    if (!kept.has(second)) sampleUs[i] = 0;
  });
}
const totalUs = sampleUs.reduce((sum, us) => sum + us, 0);
const idleIds = new Set(
  profile.nodes
    .filter((node) =>
      ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName),
    )
    .map((node) => node.id),
);
const idleUs = profile.samples.reduce(
  (sum, id, i) => sum + (byId.get(id)?.callFrame.functionName === '(idle)' ? sampleUs[i]! : 0),
  0,
);
const busyUs = totalUs - idleUs;

const selfByFrame = new Map<string, number>();
const inclusiveByFrame = new Map<string, number>();
const selfByModule = new Map<string, number>();
const inclusiveByModule = new Map<string, number>();
const add = (map: Map<string, number>, key: string, us: number) =>
  map.set(key, (map.get(key) ?? 0) + us);

// Per node: the time of the samples taken in it or below (for the stack tree).
const nodeInclusive = new Map<number, number>();
profile.samples.forEach((id, i) => {
  const us = sampleUs[i]!;
  const leaf = byId.get(id)!;
  if (leaf.callFrame.functionName === '(idle)') return;
  add(selfByFrame, frameName(leaf.callFrame), us);
  add(
    selfByModule,
    idleIds.has(id) ? leaf.callFrame.functionName : moduleOf(leaf.callFrame.url),
    us,
  );
  const seenFrames = new Set<string>();
  const seenModules = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const node = byId.get(at)!;
    nodeInclusive.set(at, (nodeInclusive.get(at) ?? 0) + us);
    if (node.callFrame.functionName === '(root)') continue;
    const name = frameName(node.callFrame);
    if (!seenFrames.has(name)) add(inclusiveByFrame, name, us);
    seenFrames.add(name);
    const module = idleIds.has(at) ? node.callFrame.functionName : moduleOf(node.callFrame.url);
    if (!seenModules.has(module)) add(inclusiveByModule, module, us);
    seenModules.add(module);
  }
});

const share = (us: number) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
function printTop(title: string, map: Map<string, number>) {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms(us)} ${share(us)}  ${name}`);
  }
}

console.log(
  `${path.basename(file)}: ${(totalUs / 1e6).toFixed(1)} s sampled, idle ${((100 * idleUs) / totalUs).toFixed(1)} %, ` +
    `busy ${(busyUs / 1e6).toFixed(2)} s (shares below are of the busy time)`,
);
printTop('Self time by frame', selfByFrame);
printTop('Inclusive time by frame', inclusiveByFrame);
printTop('Self time by package / module', selfByModule);
printTop('Inclusive time by package / module', inclusiveByModule);

// The stack tree: frames with at least `minShare` % of the busy time, heaviest first.
console.log(
  `\nHeaviest stacks (inclusive share of busy time; frames under ${minShare} % left out)`,
);
function printTree(id: number, depth: number) {
  const node = byId.get(id)!;
  const children = (node.children ?? [])
    .map((child) => ({ child, us: nodeInclusive.get(child) ?? 0 }))
    .filter(({ us }) => (100 * us) / busyUs >= minShare)
    .sort((a, b) => b.us - a.us);
  for (const { child, us } of children) {
    if (stackLineCount >= stackLines) return;
    stackLineCount += 1;
    console.log(`${share(us)} ${'  '.repeat(depth)}${frameName(byId.get(child)!.callFrame)}`);
    if (depth < maxDepth) printTree(child, depth + 1);
  }
}
let stackLineCount = 0;
printTree(profile.nodes[0]!.id, 0);

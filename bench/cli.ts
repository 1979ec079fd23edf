import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildCli, projectRoot, staleness } from '../scripts/cli-bundle.mjs'
import { serialiseGameLog } from '../src/engine'
import { longLog } from './engine'
import { median } from './timing'

const bundle = join(projectRoot, 'out/cli/casebook.js')
const launcher = join(projectRoot, 'scripts/casebook.mjs')

/** Wall-clock milliseconds of one run of a program, from spawn to exit; it must succeed. */
function wallMs(command: string, args: readonly string[], cwd = projectRoot): number {
  const start = performance.now()
  const result = spawnSync(command, args, { cwd, stdio: 'ignore' })
  const ms = performance.now() - start
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`)
  return ms
}

export interface Ratio {
  median: number
  low: number
  high: number
  /** The median time of the command itself, in ms, for scale. */
  medianMs: number
}

/**
 * Each run of `command` is paired with a run of `baseline` just before it, so a busy moment of
 * the machine weighs on both; the ratio of each pair is kept.
 */
function pairedRatios(
  runs: number,
  command: () => number,
  baseline: () => number,
): { ratio: Ratio; baselineMs: number } {
  command()
  baseline()
  const ratios: number[] = []
  const times: number[] = []
  const baselines: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const base = baseline()
    const time = command()
    baselines.push(base)
    times.push(time)
    ratios.push(time / base)
  }
  return {
    ratio: {
      median: median(ratios),
      low: Math.min(...ratios),
      high: Math.max(...ratios),
      medianMs: median(times),
    },
    baselineMs: median(baselines),
  }
}

export interface StartupFigures {
  nodeMs: number
  /** `node out/cli/casebook.js score FILE`: the installed command. */
  bundle: Ratio
  /** `node scripts/casebook.mjs score FILE`: what `npm run casebook` runs (adds the date check). */
  launcher: Ratio
  /** `npm run --silent casebook -- score FILE`, against `npm run` of `node -e 0`. */
  npmRun: Ratio
  npmOwnMs: number
}

/** Start-up of `casebook score` on a one-hand log, as ratios to Node's own start-up. */
export async function benchStartup(work: string, runs = 11): Promise<StartupFigures> {
  if (staleness() !== null) await buildCli()
  const file = join(work, 'one-hand.json')
  writeFileSync(file, serialiseGameLog(longLog(1)))
  const node = () => wallMs(process.execPath, ['-e', '0'])
  const bundled = pairedRatios(runs, () => wallMs(process.execPath, [bundle, 'score', file]), node)
  const launched = pairedRatios(
    runs,
    () => wallMs(process.execPath, [launcher, 'score', file]),
    node,
  )
  // npm's own start-up: a package whose only script is `node -e 0`.
  const bare = join(work, 'bare-package')
  mkdirSync(bare)
  writeFileSync(join(bare, 'package.json'), '{"name":"bare","scripts":{"noop":"node -e 0"}}')
  const npmRun = pairedRatios(
    runs,
    () => wallMs('npm', ['run', '--silent', 'casebook', '--', 'score', file]),
    () => wallMs('npm', ['run', '--silent', 'noop'], bare),
  )
  return {
    nodeMs: bundled.baselineMs,
    bundle: bundled.ratio,
    launcher: launched.ratio,
    npmRun: npmRun.ratio,
    npmOwnMs: npmRun.baselineMs,
  }
}

export interface MemoryFigures {
  hands: number
  logBytes: number
  /** Peak resident memory, KiB, of `score FILE` (the readable report). */
  scoreKiB: number
  /** The same for `score --json FILE`, written hand by hand. */
  scoreJsonKiB: number
  /** The same for `validate FILE`: reading and checking the log, no report. */
  validateKiB: number
  /** Node reading the file and `JSON.parse` of its text, nothing else: what the aim is against. */
  jsonParseKiB: number
  nodeKiB: number
  scoreMs: number
}

/** Peak memory of the command on a long log, read by the kernel (`process.resourceUsage`). */
export async function benchMemory(work: string, hands = 100_000): Promise<MemoryFigures> {
  if (staleness() !== null) await buildCli()
  const file = join(work, `${hands}-hands.json`)
  const text = serialiseGameLog(longLog(hands))
  writeFileSync(file, text)
  const hook = pathToFileURL(join(import.meta.dirname, 'peak-rss.mjs')).href
  const peak = (args: readonly string[]) => {
    const start = performance.now()
    const result = spawnSync(process.execPath, ['--import', hook, ...args], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    })
    const ms = performance.now() - start
    if (result.status !== 0) throw new Error(`casebook ${args.join(' ')} exited ${result.status}`)
    return { kib: Number(String(result.output[3])), ms }
  }
  const score = peak([bundle, 'score', file])
  return {
    hands,
    logBytes: text.length,
    scoreKiB: score.kib,
    scoreJsonKiB: peak([bundle, 'score', file, '--json']).kib,
    validateKiB: peak([bundle, 'validate', file]).kib,
    jsonParseKiB: peak([
      '-e',
      'JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"))',
      file,
    ]).kib,
    nodeKiB: peak(['-e', '0']).kib,
    scoreMs: score.ms,
  }
}

import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { serialiseGameLog, type GameLog } from '../src/engine'
import { run } from '../src/cli/run'
import {
  bambusLongLog,
  jackTheRipperLongLog,
  jekyllVsHydeLogs,
  mysteryRummyLongLog,
} from '../tests/support/long-logs'
import { median } from './timing'

/** The games whose logs grow without end, each with a builder of a long valid log. */
export const longGames: readonly { name: string; build: (hands: number) => GameLog }[] = [
  { name: 'Mystery Rummy: Jekyll & Hyde', build: mysteryRummyLongLog },
  { name: 'Dr. Jekyll & Mr. Hyde (Bambus)', build: bambusLongLog },
  // A table that ticks one pile: the other is derived for every hand.
  {
    name: 'Dr. Jekyll & Mr. Hyde (Bambus), one pile listed',
    build: (hands) => bambusLongLog(hands, 'jekyll'),
  },
  { name: 'Mystery Rummy: Jack the Ripper', build: jackTheRipperLongLog },
]

/** Kept for the command-line bench: a long Mystery Rummy log. */
export const longLog = mysteryRummyLongLog

export interface EngineFigures {
  game: string
  /** Hands in the log, or logs in the batch (Jekyll vs. Hyde). */
  hands: number
  logs: number
  logBytes: number
  jsonParseMs: number
  parseValidateScoreMs: number
  ratioToJsonParse: number
}

/**
 * Reading, validating and scoring in process (`checkGameLog`, what `score` and an import do),
 * against `JSON.parse` of the same text, for a 10,000-hand log of each long game and a batch of
 * Jekyll vs. Hyde logs (each at most 6 rounds).
 */
export async function benchEngine(
  work: string,
  hands = 10_000,
  runs = 9,
): Promise<EngineFigures[]> {
  const { checkGameLog } = await shippedEngine(work)
  const figures = longGames.map(({ name, build }) =>
    timeCheck(checkGameLog, name, hands, [serialiseGameLog(build(hands))], runs),
  )
  const duels = jekyllVsHydeLogs(200).map((log) => serialiseGameLog(log))
  // A batch parses in a few ms, where one busy moment of the machine weighs a lot: each timing
  // goes through it 5 times (the figures are for one pass).
  figures.push(timeCheck(checkGameLog, 'Jekyll vs. Hyde', 0, duels, runs, 5))
  return figures
}

type Check = (text: string) => { ok: boolean }

/**
 * The engine as the app and the command ship it, built by Vite: the code tsx runs from the
 * sources names every closure it makes (esbuild's keepNames), which the shipped code does not.
 */
async function shippedEngine(work: string): Promise<{ checkGameLog: Check }> {
  const outDir = join(work, 'engine')
  await build({
    configFile: false,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: join(import.meta.dirname, '../src/engine/index.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'engine.js' } },
    },
  })
  return (await import(pathToFileURL(join(outDir, 'engine.js')).href)) as { checkGameLog: Check }
}

/**
 * Each check is timed right after a `JSON.parse` of the same texts, and the ratio of each pair
 * kept: a busy moment of the machine weighs on both. Times are processor time (see `elapsed`).
 */
function timeCheck(
  checkGameLog: Check,
  game: string,
  hands: number,
  texts: string[],
  runs: number,
  passes = 1,
): EngineFigures {
  const parse = () => {
    for (let pass = 0; pass < passes; pass += 1) texts.forEach((text) => JSON.parse(text))
  }
  const check = () => {
    for (let pass = 0; pass < passes; pass += 1) {
      for (const text of texts) {
        if (!checkGameLog(text).ok) throw new Error(`the ${game} bench log should be valid`)
      }
    }
  }
  const parses: number[] = []
  const checks: number[] = []
  const ratios: number[] = []
  for (let run = -1; run < runs; run += 1) {
    const parseMs = elapsed(parse)
    const checkMs = elapsed(check)
    if (run < 0) continue // a warm-up pair
    parses.push(parseMs / passes)
    checks.push(checkMs / passes)
    ratios.push(checkMs / parseMs)
  }
  return {
    game,
    hands,
    logs: texts.length,
    logBytes: texts.reduce((sum, text) => sum + text.length, 0),
    jsonParseMs: median(parses),
    parseValidateScoreMs: median(checks),
    ratioToJsonParse: median(ratios),
  }
}

/**
 * The processor time `work` takes, in ms (its threads' user and system time, the garbage
 * collector's helpers included): on a machine busy with other work it counts what this work
 * costs, not how long it waited for a core.
 */
function elapsed(work: () => void): number {
  const start = process.cpuUsage()
  work()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** Every command that reads a whole log and writes something for each hand. */
export const perHandCommands: readonly { name: string; args: readonly string[] }[] = [
  { name: 'score', args: ['score'] },
  { name: 'score --json', args: ['score', '--json'] },
  { name: 'export csv', args: ['export', '--format=csv'] },
  { name: 'export md', args: ['export', '--format=md'] },
  { name: 'export json', args: ['export', '--format=json'] },
]

export interface Growth {
  game: string
  command: string
  shortMs: number
  longMs: number
  /** About 4 when the cost grows with the length, 16 when with its square. */
  ratio: number
}

/**
 * How each command's cost grows with the log: a 2,000-hand log against a 500-hand one, run in
 * process (the command's own function, output counted and dropped), so start-up is left out;
 * in processor time, as the engine's ratios.
 */
export async function benchGrowth(short = 500, long = 2_000, runs = 5): Promise<Growth[]> {
  const growth: Growth[] = []
  for (const { name, build } of longGames) {
    const shortBytes = new TextEncoder().encode(serialiseGameLog(build(short)))
    const longBytes = new TextEncoder().encode(serialiseGameLog(build(long)))
    for (const command of perHandCommands) {
      const shortMs = median(await timeCommand(command.args, shortBytes, runs))
      const longMs = median(await timeCommand(command.args, longBytes, runs))
      growth.push({ game: name, command: command.name, shortMs, longMs, ratio: longMs / shortMs })
    }
  }
  return growth
}

/**
 * Each command, and `validate` and `stats`, on a 200-hand Mystery Rummy log whose first player's
 * name is 4 MiB, against the same log with a 1 MiB name (issue 33): about 4x or less when the
 * cost grows with the field, 16x when with its square (wrapping it did, until then).
 */
export async function benchLongField(runs = 5): Promise<Growth[]> {
  const named = (mebibytes: number) => {
    const log = mysteryRummyLongLog(200)
    const players = log.players.map((player, index) =>
      index === 0 ? { ...player, name: 'A'.repeat(mebibytes * 1024 * 1024) } : player,
    )
    return new TextEncoder().encode(serialiseGameLog({ ...log, players }))
  }
  const [shortBytes, longBytes] = [named(1), named(4)]
  const commands = [
    ...perHandCommands,
    { name: 'validate', args: ['validate'] },
    { name: 'stats', args: ['stats'] },
  ]
  const growth: Growth[] = []
  for (const command of commands) {
    const shortMs = median(await timeCommand(command.args, shortBytes, runs))
    const longMs = median(await timeCommand(command.args, longBytes, runs))
    const game = 'Mystery Rummy, a 4 MiB name against 1 MiB'
    growth.push({ game, command: command.name, shortMs, longMs, ratio: longMs / shortMs })
  }
  return growth
}

async function timeCommand(
  args: readonly string[],
  bytes: Uint8Array,
  runs: number,
): Promise<number[]> {
  const [command, ...options] = args
  const once = async () => {
    let written = 0
    const code = await run([command!, 'game.json', ...options], {
      readBytes: () => ({ ok: true, bytes }),
      // One file, never a folder: `game.json` stands for the bytes above.
      jsonFilesIn: () => Promise.resolve(null),
      stdout: (text) => {
        written += text.length
      },
      stderr: (text) => {
        throw new Error(`casebook ${args.join(' ')} failed: ${text}`)
      },
      env: { LANG: 'en_GB.UTF-8' },
    })
    if (code !== 0 || written === 0) throw new Error(`casebook ${args.join(' ')} exited ${code}`)
  }
  await once()
  const times: number[] = []
  for (let index = 0; index < runs; index += 1) {
    const start = process.cpuUsage()
    await once()
    const used = process.cpuUsage(start)
    times.push((used.user + used.system) / 1000)
  }
  return times
}

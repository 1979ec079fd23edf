import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gameModuleOf, type GameLog, type GameRecord, type RoleResult } from '../../src/engine'

/** A golden log of a game, read from its fixtures folder. */
export function fixtureLog(game: string, name: string): GameLog {
  const folder = join(__dirname, '..', 'games', game, 'fixtures')
  return JSON.parse(readFileSync(join(folder, `${name}.json`), 'utf8')) as GameLog
}

/** A golden log's records of one kind, as its game's module keeps them. */
export function fixtureRecords(game: string, name: string, kind: string): GameRecord[] {
  const module = gameModuleOf(game)!
  const log = fixtureLog(game, name)
  return module.records(log, module.score(log)).filter((record) => record.kind === kind)
}

/** A golden log's roles, as its game's module gives them. */
export function fixtureRoles(game: string, name: string): RoleResult[] {
  const module = gameModuleOf(game)!
  const log = fixtureLog(game, name)
  return module.roles(log, module.score(log))
}

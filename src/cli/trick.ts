import { decodeGameLogBytes, gameModuleOf, gameModules, quoteValue, type Phrase } from '../engine'
import { phraseText, type Translator } from '../shared/phrase'

/**
 * `casebook trick FILE`: settles one trick with the game's own referee, the same pure function
 * the app's trick screens use. Exit 0 with the outcome, 1 for an impossible trick or a file that
 * holds no trick Casebook can settle, said with where in the file and the rule, as `validate`
 * says a log's problems. Whatever the file holds, nothing in it is called or converted unquoted.
 */
export function settleTrickFile(
  bytes: Uint8Array,
  json: boolean,
  translator: Translator,
): { exitCode: 0 | 1; output: string } {
  const result = settle(bytes)
  const names = (id: string) => id
  const say = (phrase: Phrase) => phraseText(phrase, translator, names, result.game)
  if (result.ok) {
    const output = json
      ? JSON.stringify(result.json, null, 2)
      : result.explanation.map(say).join('\n')
    return { exitCode: 0, output: `${output}\n` }
  }
  const message = say(result.message)
  const output = json
    ? JSON.stringify({ ...result.json, message }, null, 2)
    : `${translator.t('cli.error')} ${where(result.path, translator)} [${result.rule}]\n  ${message}`
  return { exitCode: 1, output: `${output}\n` }
}

type Settled =
  | { ok: true; game: string; json: object; explanation: Phrase[] }
  | {
      ok: false
      game?: string
      json: { error: string }
      rule: string
      path: string
      message: Phrase
    }

function settle(bytes: Uint8Array): Settled {
  const text = decodeGameLogBytes(bytes)
  if (!text.ok) return refusal(text.problems[0]!.rule, '', text.problems[0]!.messageKey)
  let value: unknown
  try {
    value = JSON.parse(text.log)
  } catch {
    return refusal('log.json', '', 'cli.trick-not-json')
  }
  const game =
    typeof value === 'object' && value !== null ? (value as { game?: unknown }).game : undefined
  const referee = typeof game === 'string' ? gameModuleOf(game)?.referee : undefined
  if (typeof game !== 'string' || !referee) {
    const games = gameModules.filter((module) => module.referee).map((module) => module.id)
    return refusal('log.game', 'game', 'cli.trick-no-referee', {
      game: game === undefined ? '' : quoteValue(game),
      games: games.join(', '),
    })
  }
  return { game, ...referee.settle(value) }
}

/** Where the trick goes wrong, as `validate` says it: a path in the file, or the whole file. */
function where(path: string, translator: Translator): string {
  return path === '' ? translator.t('cli.at-top') : path
}

function refusal(rule: string, path: string, key: string, params?: Phrase['params']): Settled {
  return {
    ok: false,
    json: { error: rule },
    rule,
    path,
    message: params === undefined ? { key } : { key, params },
  }
}

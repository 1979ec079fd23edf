import * as v from 'valibot'
import { readGameLog, type GameLog } from '../engine'
import { supportedLocales } from '../shared/i18n'
import { storedHandDraftSchema } from '../shared/hand-draft'
import { isStorableGameId } from '../shared/storage'

/** The part of an IpcMainInvokeEvent the guard reads. */
export interface InvokeEvent {
  senderFrame: { url: string } | null
}

export interface GuardedHandlerSpec<TArgs extends unknown[], TResult> {
  channel: string
  /** The arguments, as one tuple schema; use v.strictTuple so extra arguments are refused. */
  args: v.GenericSchema<unknown, TArgs>
  /** Whether a frame URL is the app's own page. */
  isTrustedSender: (url: string) => boolean
  handle: (...args: TArgs) => TResult
}

/**
 * Wraps an ipcMain.handle listener: the call is refused, with an Error that says why, unless it
 * comes from the app's own page and its arguments match the schema; only then does `handle` run.
 */
export function guardHandler<TArgs extends unknown[], TResult>(
  spec: GuardedHandlerSpec<TArgs, TResult>,
): (event: InvokeEvent, ...args: unknown[]) => TResult {
  return (event, ...args) => {
    const url = event.senderFrame?.url
    if (url === undefined || !spec.isTrustedSender(url)) {
      throw new Error(
        `Refused "${spec.channel}": the sender ${url === undefined ? '(a frame that is gone)' : `"${url}"`} is not Casebook's own page.`,
      )
    }
    const parsed = v.safeParse(spec.args, args)
    if (!parsed.success) {
      throw new Error(
        `Refused "${spec.channel}": invalid arguments ${describe(args)}: ${describeIssues(parsed.issues)}.`,
      )
    }
    return spec.handle(...parsed.output)
  }
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const key = issue.path?.[0]?.key
      return typeof key === 'number' ? `argument ${key + 1}: ${issue.message}` : issue.message
    })
    .join('; ')
}

function describe(args: unknown[]): string {
  try {
    const text = JSON.stringify(args) ?? String(args)
    return text.length > 200 ? `${text.slice(0, 200)}…` : text
  } catch {
    return '(unprintable)'
  }
}

const storableGameId = v.custom<string>(
  isStorableGameId,
  'expected a game id of 1 to 64 letters, digits, "-" or "_"',
)

/** A content version as the file store makes it: a SHA-256 in hex. */
const contentVersion = v.pipe(
  v.string('expected a content version'),
  v.regex(/^[0-9a-f]{64}$/, 'expected a content version of 64 hex digits'),
)

/** The most games the window may name as known: far more than anyone plays, far less than harm. */
export const maxKnownGames = 100_000

/** A whole game log, as the engine reads it, with an id that can name its file. */
const storableGameLog = v.custom<GameLog>(
  (value) => readGameLog(value).ok && isStorableGameId((value as GameLog).id),
  'expected a valid game log with a storable id',
)

/** A suggested file name: 1 to 200 characters. */
const fileName = v.pipe(
  v.string('expected a file name'),
  v.minLength(1, 'expected a file name of 1 to 200 characters'),
  v.maxLength(200, 'expected a file name of 1 to 200 characters'),
)

/** The longest text a file may have: 20 MB (counted in UTF-16 code units, at most 40 MB of UTF-8). */
const maxTextLength = 20 * 1024 * 1024

/** The argument schemas of every invoke channel in the IPC contract. */
export const ipcArgs = {
  getAppInfo: v.strictTuple([], 'getAppInfo takes no arguments'),
  setLanguage: v.strictTuple(
    [v.picklist(supportedLocales, 'expected "en" or "fr"')],
    'setLanguage takes exactly one argument, "en" or "fr"',
  ),
  listGames: v.strictTuple([], 'listGames takes no arguments'),
  listGamesByVersion: v.strictTuple(
    [
      v.pipe(
        v.array(
          v.strictTuple([storableGameId, contentVersion], 'expected [game id, content version]'),
          'expected a list of [game id, content version]',
        ),
        v.maxLength(maxKnownGames, `expected at most ${maxKnownGames} known games`),
      ),
    ],
    'listGamesByVersion takes exactly one argument, the games known by version',
  ),
  readGame: v.strictTuple([storableGameId], 'readGame takes exactly one argument, a game id'),
  saveGame: v.strictTuple([storableGameLog], 'saveGame takes exactly one argument, a game log'),
  deleteGame: v.strictTuple([storableGameId], 'deleteGame takes exactly one argument, a game id'),
  loadDraft: v.strictTuple([storableGameId], 'loadDraft takes exactly one argument, a game id'),
  saveDraft: v.strictTuple(
    [storableGameId, storedHandDraftSchema],
    'saveDraft takes exactly two arguments, a game id and a hand draft',
  ),
  discardDraft: v.strictTuple(
    [storableGameId],
    'discardDraft takes exactly one argument, a game id',
  ),
  showDataFolder: v.strictTuple([], 'showDataFolder takes no arguments'),
  saveTextFile: v.strictTuple(
    [
      v.strictObject(
        {
          name: fileName,
          mediaType: v.pipe(
            v.string(),
            v.maxLength(200, 'expected a media type of at most 200 characters'),
          ),
          text: v.pipe(v.string(), v.maxLength(maxTextLength, 'expected a text of at most 20 MB')),
        },
        'expected { name, mediaType, text }',
      ),
    ],
    'saveTextFile takes exactly one argument, the file',
  ),
  printPage: v.strictTuple([fileName], 'printPage takes exactly one argument, a file name'),
  openTextFiles: v.strictTuple([], 'openTextFiles takes no arguments'),
  keepScreenAwake: v.strictTuple(
    [v.boolean('expected true or false')],
    'keepScreenAwake takes exactly one argument, true or false',
  ),
  startTableServer: v.strictTuple([], 'startTableServer takes no arguments'),
  stopTableServer: v.strictTuple([], 'stopTableServer takes no arguments'),
}

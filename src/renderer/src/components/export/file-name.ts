import type { GameLog } from '../../../../engine'

/** The longest title kept in a file name, so the whole name stays well under 200 characters. */
const maxTitleLength = 120

/** YYYY-MM-DD in local time. */
function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function safeForFileName(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '')
      .slice(0, maxTitleLength)
      .trim()
  )
}

/**
 * The name an export is offered under, without its extension: the game's title (or its players,
 * "Ada – Bram"), made safe for every file system, then the day the game was started (today for
 * a log that does not say).
 */
export function exportBaseName(log: GameLog, now: Date = new Date()): string {
  const safe =
    safeForFileName(log.title ?? '') ||
    safeForFileName(log.players.map((player) => player.name).join(' – '))
  const created = log.createdAt === undefined ? null : new Date(log.createdAt)
  const day = localDate(created !== null && !Number.isNaN(created.getTime()) ? created : now)
  return `${safe || 'Casebook'} ${day}`
}

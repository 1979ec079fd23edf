import type { Translator } from '../explain'
import { exportedGame } from './game-names'
import type { Play, PlaysToExport } from './plays'
import { xmlAttribute } from './xml-text'

/**
 * The plays as BoardGameGeek's play list (XML), with the attributes of the plays its XML API
 * gives (decision 0078): the day, the length in minutes, the game by its BoardGameGeek id
 * (`objectid` 0 with its name when it has none) and each player with their score, seat and win.
 * BoardGameGeek has no teams, places nor times of day: partners both win or both lose.
 */
export function bggPlays(exported: PlaysToExport, translator: Translator): string {
  const games = new Map<string, string>()
  const itemOf = (game: string) => {
    let item = games.get(game)
    if (item === undefined) games.set(game, (item = itemElement(game, translator)))
    return item
  }
  const names = new Map(exported.people.map(({ key, name }) => [key, xmlAttribute(name)]))
  const plays = exported.plays.map((play) => playElement(play, itemOf(play.game), names))
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<plays total="${exported.plays.length}" page="1">`,
    ...plays,
    '</plays>',
    '',
  ].join('\n')
}

function itemElement(game: string, translator: Translator): string {
  const { name, boardGameGeekId } = exportedGame(game, translator)
  return [
    `    <item name="${xmlAttribute(name)}" objecttype="thing" objectid="${boardGameGeekId ?? 0}">`,
    '      <subtypes>',
    '        <subtype value="boardgame"/>',
    '      </subtypes>',
    '    </item>',
  ].join('\n')
}

function playElement(play: Play, item: string, names: ReadonlyMap<string, string>): string {
  const players = play.people.map((person) =>
    [
      '      <player username="" userid="0"',
      ` name="${names.get(person.key)!}"`,
      ` startposition="${person.seat}" color=""`,
      ` score="${person.total ?? ''}"`,
      ` new="0" rating="0" win="${person.won ? 1 : 0}"/>`,
    ].join(''),
  )
  return [
    `  <play date="${play.start.day}" quantity="1" length="${play.minutes ?? 0}"` +
      ' incomplete="0" nowinstats="0" location="">',
    item,
    '    <players>',
    ...players,
    '    </players>',
    '  </play>',
  ].join('\n')
}

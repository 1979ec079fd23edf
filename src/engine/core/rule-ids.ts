/**
 * Rule ids shared by every game: the game log itself, the players and the end of a series.
 * Each id is an anchor in the rules reference; validation problems and breakdown lines carry one.
 */
export const coreRules = {
  encoding: 'log.encoding',
  json: 'log.json',
  duplicateKey: 'log.duplicate-key',
  nestingDepth: 'log.nesting-depth',
  format: 'log.format',
  version: 'log.version',
  game: 'log.game',
  schema: 'log.schema',
  reservedKey: 'log.reserved-key',
  unknownField: 'log.unknown-field',
  playerCount: 'players.count',
  uniquePlayerId: 'players.unique-id',
  playerIdFormat: 'players.id-format',
  knownPlayerId: 'players.known-id',
  targetScore: 'series.target-score',
  seriesEnd: 'series.end',
  handAfterWin: 'series.after-win',
} as const

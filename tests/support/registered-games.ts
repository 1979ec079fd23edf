import type fc from 'fast-check'
import type { GameLog } from '../../src/engine'
import { validGame as validMysteryRummyGame } from './arbitraries'

/**
 * What the shared contract suite needs of each registered game besides its module: where its
 * golden logs are, and an arbitrary of its valid logs. A new game adds one entry here.
 */
export interface GameTestKit {
  /** Folder under tests/fixtures holding `NAME.json` and `NAME.expected.json`. */
  fixtures: string
  validLog: fc.Arbitrary<GameLog>
}

export const gameTestKits: Readonly<Record<string, GameTestKit>> = {
  'mystery-rummy-jekyll-hyde': {
    fixtures: 'mystery-rummy-jekyll-hyde',
    validLog: validMysteryRummyGame,
  },
}

import type fc from 'fast-check'
import type { GameLog } from '../../src/engine'
import { playedGame } from '../games/jekyll-hyde-bambus/engine/arbitraries'
import { validGame as validJekyllVsHydeGame } from '../games/jekyll-vs-hyde/engine/arbitraries'
import { validGame as validJackTheRipperGame } from '../games/mystery-rummy-jack-the-ripper/engine/arbitraries'
import { validGame as validMysteryRummyGame } from '../support/arbitraries'

/**
 * What the shared contract suite needs of each registered game besides its module: where its
 * golden logs are, and an arbitrary of its valid logs. A new game adds one entry here.
 */
export interface GameTestKit {
  /** Folder under tests/games whose `fixtures/` holds `NAME.json` and `NAME.expected.json`. */
  fixtures: string
  validLog: fc.Arbitrary<GameLog>
}

export const gameTestKits: Readonly<Record<string, GameTestKit>> = {
  'mystery-rummy-jekyll-hyde': {
    fixtures: 'mystery-rummy-jekyll-hyde',
    validLog: validMysteryRummyGame,
  },
  'jekyll-hyde-bambus': { fixtures: 'jekyll-hyde-bambus', validLog: playedGame },
  'mystery-rummy-jack-the-ripper': {
    fixtures: 'mystery-rummy-jack-the-ripper',
    validLog: validJackTheRipperGame,
  },
  'jekyll-vs-hyde': { fixtures: 'jekyll-vs-hyde', validLog: validJekyllVsHydeGame },
}

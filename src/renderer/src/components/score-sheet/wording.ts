import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { GameLog, Holder, Phrase, PlayerRef } from '../../../../engine'
import { playerNames } from '../../../../shared/export/names'
import { phraseText, type PlayerNames, type Translator } from '../../../../shared/phrase'
import { joinNames } from './format'

export interface Wording {
  names: PlayerNames
  /** A phrase, or a player by name, in the reader's language; nothing for an empty cell. */
  say(value: Phrase | PlayerRef | null): string
  /** How a holder is called: a player by name; a side by its name, with its members after. */
  holderName(holder: Holder): { name: string; members: string | null }
}

/**
 * Puts a game's facts into words the way the exports do (`shared/phrase.ts`), with the page's
 * vue-i18n: every screen of the sheet speaks of any game through this, never of one game.
 */
export function useWording(log: Ref<GameLog>): Ref<Wording> {
  const { t, te, locale } = useI18n()
  const translator: Translator = { t: (key, named) => t(key, named ?? {}), te: (key) => te(key) }
  return computed(() => {
    const names = playerNames(log.value)
    const game = log.value.game
    const say = (value: Phrase | PlayerRef | null): string => {
      if (value === null) return ''
      return 'player' in value ? names(value.player) : phraseText(value, translator, names, game)
    }
    const holderName = (holder: Holder) => ({
      name: say(holder.label),
      members:
        holder.kind === 'side' && holder.members.length > 0
          ? joinNames(holder.members.map(names), locale.value)
          : null,
    })
    return { names, say, holderName }
  })
}

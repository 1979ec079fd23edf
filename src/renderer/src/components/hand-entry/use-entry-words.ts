import { useId } from 'vue'
import { useI18n } from 'vue-i18n'

/**
 * What a game's form or panel writes first: `t`, a base for the ids its labels point at (unique
 * on the page), and `key`, which names a message under the game's own prefix (with the prefix
 * `<game>.entry`, `key('note')` is `<game>.entry.note`).
 */
export function useEntryWords(prefix: string) {
  const { t } = useI18n()
  return { t, baseId: useId(), key: (name: string) => `${prefix}.${name}` }
}

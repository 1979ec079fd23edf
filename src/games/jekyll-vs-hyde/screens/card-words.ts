import { useI18n } from 'vue-i18n'

const key = (name: string) => `jekyll-vs-hyde.entry.${name}`

/** How the screens name the cards and colours: "Pride 6", "Potion 4+", "purple (Pride)". */
export function useCardWords() {
  const { t } = useI18n()
  const colour = (id: string) => t(key(`colour.${id}`))
  const family = (id: string) => t(key(`family.${id}`))
  /** What is printed on the card: its number, with the potions' "+". */
  function face(id: string): string {
    const [kind, number] = id.split('-')
    return kind === 'potion' ? `${number}+` : (number ?? id)
  }
  function card(id: string): string {
    const [kind, number] = id.split('-')
    return kind === 'potion'
      ? t(key('card.potion'), { number })
      : t(key('card.colour'), { family: family(kind ?? ''), number })
  }
  return { colour, family, face, card }
}

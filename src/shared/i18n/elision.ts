/**
 * French elides "de" before a vowel sound: "d’Ada", "de Bram". vue-i18n fills a placeholder but
 * cannot change the word before it, so a French message that puts "de" before a name takes the
 * whole phrase as a parameter (`{deName}`, made here); English messages simply ignore it.
 */
export function deForm(word: string): string {
  return elides(word) ? `d’${word}` : `de ${word}`
}

/** `{ name, deName }`: the parameters of a message about a player, in either language. */
export function nameParams(name: string): { name: string; deName: string } {
  return { name, deName: deForm(name) }
}

const vowel = /^[aeiouyàâäéèêëîïôöùûüœæ]/i

/**
 * A vowel, or an h followed by one: player names with an h ("Hélène", "Hugo") nearly all take a
 * mute h in French. A y elides only before a consonant ("d’Yves", but "de Yann").
 */
function elides(word: string): boolean {
  const start = word.trimStart().normalize('NFC')
  const first = start.charAt(0).toLowerCase()
  const rest = start.slice(1)
  if (first === 'h') return vowel.test(rest) && !/^y/i.test(rest)
  if (first === 'y') return rest !== '' && !vowel.test(rest)
  return vowel.test(first)
}

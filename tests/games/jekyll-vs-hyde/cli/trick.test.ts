import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { casebook, root } from '../../../cli/support'

/** The hand-derived trick files of Jekyll vs. Hyde (their README gives each derivation). */
const trick = (name: string) =>
  join(root, 'tests/games/jekyll-vs-hyde/fixtures/tricks', `${name}.json`)

describe('casebook trick on a Jekyll vs. Hyde trick', () => {
  it('prints the spec’s JSON for S1’s first example and exits 0', async () => {
    const { code, stdout } = await casebook([
      'trick',
      trick('t01-rulebook-purple-6-red-4'),
      '--json',
    ])
    expect(code).toBe(0)
    expect(JSON.parse(stdout)).toEqual({
      winner: 'follow',
      effect: null,
      ranking: ['pride', 'wrath', 'greed'],
    })
  })

  it('explains S1’s second example in English and in French', async () => {
    const file = trick('t02-rulebook-potion-4-calls-red')
    const english = await casebook(['trick', file])
    expect(english.code).toBe(0)
    expect(english.stdout).toBe(
      [
        'Colours ranked, weakest first: Pride (purple), Wrath (red) and Greed (green); these cards change nothing.',
        'A potion is in the trick, so only the numbers count: Wrath 6 beats Potion 4+ and takes the trick for the follower.',
        'The potion met Wrath (red): the colour tokens come off the board, and the next card played sets the weakest colour.',
        '',
      ].join('\n'),
    )
    const french = await casebook(['trick', file, '--lang', 'fr'])
    expect(french.code).toBe(0)
    expect(french.stdout).toBe(
      [
        'Couleurs classées, de la plus faible à la plus forte\u00a0: Orgueil (violet), Colère (rouge) et Envie (vert)\u00a0; ces cartes n’y changent rien.',
        'Une potion est dans le pli, seuls les nombres comptent donc\u00a0: Colère 6 bat Potion 4+ et remporte le pli pour le second joueur.',
        'La potion a rencontré Colère (rouge)\u00a0: les jetons de couleur quittent le plateau, et la prochaine carte jouée fixera la couleur la plus faible.',
        '',
      ].join('\n'),
    )
  })

  it('refuses an illegal follow with its rule and message, and exits 1', async () => {
    const file = trick('t15-follow-leaves-the-colour-led')
    const json = await casebook(['trick', file, '--json'])
    expect(json.code).toBe(1)
    expect(JSON.parse(json.stdout)).toEqual({
      error: 'trick-follow',
      message:
        'The follower held Pride (purple), the colour led: he had to play that colour or a potion.',
    })
    const readable = await casebook(['trick', file, '--lang', 'fr'])
    expect(readable.code).toBe(1)
    expect(readable.stderr).toContain('[trick-follow]')
    expect(readable.stderr).toContain(
      'Le second joueur avait Orgueil (violet), la couleur entamée\u00a0: il devait jouer cette couleur ou une potion.',
    )
  })

  it('exits 2 on a usage error', async () => {
    const file = trick('t01-rulebook-purple-6-red-4')
    expect((await casebook(['trick', file, '--lang', 'de'])).code).toBe(2)
    expect((await casebook(['trick', join(root, 'no-such-trick.json')])).code).toBe(2)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { variantNames } from '../../../../src/games/jekyll-hyde-bambus/engine/rules'
import { bambusRulesMessagesEn } from '../../../../src/games/jekyll-hyde-bambus/words/rules-messages-en'
import { bambusRulesMessagesFr } from '../../../../src/games/jekyll-hyde-bambus/words/rules-messages-fr'

describe('the rules reference’s “Known variants only”', () => {
  it.each([
    ['English', bambusRulesMessagesEn],
    ['French', bambusRulesMessagesFr],
  ])('names every variant a game file may set, in %s', (_language, messages) => {
    const body = messages['jekyll-hyde-bambus'].reference.entries.variant.body
    for (const name of variantNames) expect(body).toContain(name)
  })
})

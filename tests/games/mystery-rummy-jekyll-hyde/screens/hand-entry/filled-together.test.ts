import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { GameLog } from '../../../../../src/engine'
import {
  HandEntryForm,
  type HandDraft,
} from '../../../../../src/games/mystery-rummy-jekyll-hyde/screens/hand-entry'
import { isMysteryRummyHandDraft } from '../../../../../src/games/mystery-rummy-jekyll-hyde/words/hand-draft'
import { mysteryRummyJekyllHydeWords } from '../../../../../src/games/mystery-rummy-jekyll-hyde/words/words'
import { createCasebookI18n } from '../../../../../src/shared/i18n'
import { testRouter } from '../../../../renderer/support/test-router'
import { emptyTable, TableDraftCopy } from '../../../../renderer/support/table-draft-copy'
import { formDriver } from './form'
import { gameLog } from './logs'

/*
 * A hand filled in on every device at once (issue 31): each player enters the Transformation he
 * placed on his own device, so that is who played it when he puts it on another player's meld.
 */

afterEach(() => {
  document.body.innerHTML = ''
})

const log = gameLog()
const readValues = (values: unknown) => (isMysteryRummyHandDraft(values) ? values : null)

/** The real form on the device of `own` (null: a device whose name is none of the players'). */
function deviceOf(own: string | null) {
  const copy = new TableDraftCopy<HandDraft>(
    emptyTable(),
    log as unknown as GameLog,
    readValues,
    [],
    own,
  )
  const wrapper = mount(HandEntryForm, {
    props: { log, handIndex: 0, shared: copy.link() },
    attachTo: document.body,
    global: { plugins: [createCasebookI18n('en', mysteryRummyJekyllHydeWords), testRouter()] },
  })
  return formDriver(wrapper)
}

/** Ada has a meld of 3 Uttersons and Bram one of 3 Pooles; the Transformation goes on `group`. */
async function placeOn(form: ReturnType<typeof formDriver>, group: string) {
  await form.type('evidence-ada-utterson', 3)
  await form.type('evidence-bram-poole', 3)
  await form.byTestId('transformation-place').setValue(group)
}

describe('the Transformation placed from a player’s own device', () => {
  it('is played by that player when it goes on the other player’s meld', async () => {
    const form = deviceOf('bram')
    await placeOn(form, 'area:ada:utterson')
    expect(form.checked('transformation-played-by-bram')).toBe(true)
  })

  it('is played by the meld’s owner when it goes on that player’s own meld', async () => {
    const form = deviceOf('bram')
    await placeOn(form, 'area:bram:poole')
    expect(form.checked('transformation-played-by-bram')).toBe(true)
    expect(form.checked('transformation-played-by-ada')).toBe(false)
  })

  it('is played by the meld’s owner on a device that is none of the players', async () => {
    const form = deviceOf(null)
    await placeOn(form, 'area:ada:utterson')
    expect(form.checked('transformation-played-by-ada')).toBe(true)
  })

  it('keeps who played it once chosen, while it stays in the same area', async () => {
    const form = deviceOf('bram')
    await placeOn(form, 'area:ada:utterson')
    await form.choose('transformation-played-by-ada')
    await form.type('evidence-ada-hyde-awakes', 3)
    await form.byTestId('transformation-place').setValue('area:ada:hyde-awakes')
    expect(form.checked('transformation-played-by-ada')).toBe(true)
  })
})

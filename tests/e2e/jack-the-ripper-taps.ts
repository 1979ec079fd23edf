import { expect, type Locator, type Page } from '@playwright/test'
import { scoreGameLog, type GameLog } from '../../src/engine'
import type { JackTheRipperHand } from '../../src/games/mystery-rummy-jack-the-ripper/engine'

/** The four players of the Jack the Ripper specs, as the new-game page names them. */
export const players = ['Ada', 'Bram', 'Cleo', 'Dev'] as const

/** Starts a four-player Jack the Ripper game of Ada, Bram, Cleo and Dev from the new-game page. */
export async function startJackTheRipper(page: Page) {
  await page.goto('/#/new')
  await page.getByRole('radio', { name: 'Mystery Rummy: Jack the Ripper' }).check()
  await page.getByRole('radio', { name: '4 players' }).check()
  for (const [index, name] of players.entries()) {
    await page.getByRole('combobox', { name: `Player ${index + 1}` }).fill(name)
  }
  await page.getByRole('button', { name: 'Start the game' }).click()
  await expect(page.getByRole('heading', { level: 1, name: players.join(' – ') })).toBeVisible()
}

/** What the engine (and `casebook score`) says of these hands for Ada, Bram, Cleo and Dev. */
export function engineTotals(hands: JackTheRipperHand[]) {
  const score = scoreGameLog({
    format: 'casebook/game-log',
    version: 1,
    game: 'mystery-rummy-jack-the-ripper',
    players: players.map((name, index) => ({ id: `p${index + 1}`, name })),
    hands,
  } as GameLog)
  return score.hands.map((hand) => hand.totals)
}

/**
 * Enters a Jack the Ripper hand with the mouse alone, as a player reads it off the table, and
 * counts the clicks, Save included. The shortest way the form offers: an empty Evidence or
 * Letters count takes one card on +1 (a lay-off) or a meld of 3 on +3, then one tap a card; a
 * Wild, a Suspect card, a Victim, a Scene, an Alibi or a vote is one tap;
 * a points total is one click into its field, then typed (keys, not clicks), and 0 is already
 * there; cards counted one by one are "By card" (which opens their count), one tap a card, and
 * "Done". Who went out is one tap
 * (it says how the hand ended too). `beforeSave` runs once everything is entered.
 */
export async function enterByMouse(
  page: Page,
  hand: JackTheRipperHand,
  beforeSave?: () => Promise<void>,
): Promise<number> {
  const entry = mouseEntry(page)
  await enterEnding(entry, hand)
  for (const player of Object.keys(hand.areas ?? {})) await enterArea(entry, hand, player)
  for (const player of Object.keys(hand.leftInHand ?? {})) await enterLeft(entry, hand, player)
  for (const player of Object.keys(hand.votes ?? {})) await enterVote(entry, hand, player)
  await beforeSave?.()
  await entry.click(entry.byId('save'))
  return entry.clicks
}

/**
 * One player's part of the hand by mouse (issue 31): their column, what they still hold and their
 * vote, as that player enters it on their own device. Resolves with its clicks.
 */
export async function enterPartByMouse(
  page: Page,
  hand: JackTheRipperHand,
  player: string,
): Promise<number> {
  const entry = mouseEntry(page)
  await enterArea(entry, hand, player)
  await enterLeft(entry, hand, player)
  await enterVote(entry, hand, player)
  return entry.clicks
}

/** How the hand ended, by mouse: the table's part. Resolves with its clicks. */
export async function enterEndingByMouse(page: Page, hand: JackTheRipperHand): Promise<number> {
  const entry = mouseEntry(page)
  await enterEnding(entry, hand)
  return entry.clicks
}

type MouseEntry = ReturnType<typeof mouseEntry>

/** The form's controls, clicked and counted. */
function mouseEntry(page: Page) {
  const form = page.getByTestId('hand-entry')
  const entry = {
    page,
    clicks: 0,
    byId: (id: string) => form.getByTestId(id),
    click: async (target: Locator) => {
      await target.click()
      entry.clicks += 1
    },
    async count(id: string, wanted: number) {
      if (wanted === 0) return
      let have = wanted < 3 ? 1 : 3
      await entry.click(entry.byId(have === 1 ? `${id}-one` : `${id}-more`))
      for (; have < wanted; have += 1) await entry.click(entry.byId(`${id}-more`))
    },
    choose: (id: string, suspect: string) => entry.click(entry.byId(`${id}-${suspect}`)),
  }
  return entry
}

async function enterEnding({ click, byId }: MouseEntry, hand: JackTheRipperHand) {
  const { ending } = hand
  // Naming who went out says how the hand ended: one tap.
  if (ending.type !== 'went-out') await click(byId(`ending-${ending.type}`))
  if ('player' in ending) await click(byId(`ending-player-${ending.player}`))
  if (ending.type === 'commissioner-resigns') {
    for (const player of ending.players) await click(byId(`forced-${player}`))
  }
}

async function enterArea(entry: MouseEntry, hand: JackTheRipperHand, player: string) {
  const { click, byId, count, choose } = entry
  const area = hand.areas?.[player]
  if (!area) return
  for (const [suspect, wanted] of Object.entries(area.evidence ?? {})) {
    await count(`${player}-evidence-${suspect}`, wanted)
  }
  for (const [suspect, wilds] of Object.entries(area.wilds ?? {})) {
    for (let tap = 0; tap < wilds; tap += 1) await click(byId(`${player}-wilds-${suspect}`))
  }
  await count(`${player}-letters`, area.letters ?? 0)
  for (const suspect of area.suspects ?? []) await click(byId(`${player}-suspect-${suspect}`))
  if (area.alibi) await choose(`${player}-alibi`, area.alibi)
  for (const victim of area.victims ?? []) await click(byId(`${player}-victim-${victim}`))
  for (const scene of area.scenes ?? []) await click(byId(`${player}-scene-${scene}`))
}

async function enterLeft(
  { page, click, byId }: MouseEntry,
  hand: JackTheRipperHand,
  player: string,
) {
  const left = hand.leftInHand?.[player]
  if (!left) return
  if (left.cards) {
    await click(byId(`${player}-left-mode-cards`))
    for (const [card, count] of Object.entries(left.cards)) {
      for (let tap = 0; tap < count; tap += 1) await click(byId(`${player}-left-${card}-more`))
    }
    await click(page.getByTestId('left-cards-done'))
  }
  if (left.points) {
    await click(byId(`${player}-left-points`))
    await page.keyboard.type(String(left.points))
  }
  if (left.ripperEscapes) await click(byId(`${player}-left-ripper-escapes`))
}

async function enterVote({ choose }: MouseEntry, hand: JackTheRipperHand, player: string) {
  const vote = hand.votes?.[player]
  if (vote) await choose(`vote-${player}`, vote)
}

import { enableAutoUnmount } from '@vue/test-utils'
import axe from 'axe-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import EnteringNotice from '../../../src/renderer/src/components/sharing/EnteringNotice.vue'
import HandConflictPanel from '../../../src/renderer/src/components/sharing/HandConflictPanel.vue'
import JoinStatus from '../../../src/renderer/src/components/sharing/JoinStatus.vue'
import ShareDialog from '../../../src/renderer/src/components/sharing/ShareDialog.vue'
import TableNameDialog from '../../../src/renderer/src/components/sharing/TableNameDialog.vue'
import { installDialogShim } from '../support/dialog-shim'
import { mountSharing } from './mount-sharing'

enableAutoUnmount(afterEach)
beforeAll(() => {
  installDialogShim()
  // jsdom lays nothing out. axe asks what is at the middle of the screen to find the modal
  // dialog on top of the page: the open one is.
  document.elementFromPoint = () => document.querySelector('dialog[open]')
})

const version = {
  key: 'k',
  by: 'Ada',
  at: '2026-11-27T14:03:00.000Z',
  facts: {
    scorable: true,
    summary: ['Dr. Jekyll up', 'Ada went out'],
    parts: [
      {
        id: 'ada',
        name: 'Ada',
        members: [],
        score: 30,
        lines: [{ sentence: '5 × Mr. Utterson [J] at 2: doubled', points: 30 }],
      },
    ],
    note: 'Ada’s note',
  },
  counted: true,
}
const screens = {
  ShareDialog: [
    ShareDialog,
    {
      links: [
        { host: '192.168.1.20:3030', link: 'http://192.168.1.20:3030/#/join/x' },
        { host: '[fd00::5]:3030', link: 'http://[fd00::5]:3030/#/join/x' },
      ],
      serverOnThisComputer: true,
      connection: 'online',
      devices: 1,
      serverLabel: 'x',
    },
  ],
  EnteringNotice: [EnteringNotice, { entries: [{ name: 'Bram', hand: 5, handWord: 'hand' }] }],
  HandConflictPanel: [
    HandConflictPanel,
    {
      conflict: {
        kind: 'same-number',
        number: 4,
        versions: [version, { ...version, key: 'j', by: 'Bram', counted: false }],
      },
      handWord: 'hand',
    },
  ],
  TableNameDialog: [TableNameDialog, { names: ['Ada', 'Bram'], current: 'Zoë' }],
  JoinStatus: [JoinStatus, { state: 'not-found' }],
} as const

/**
 * axe-core's structural rules (names, roles, labels, landmarks, ARIA) on each component as
 * mounted in jsdom. Colours and sizes need a real browser: the game and join pages that show
 * these are scanned in Chromium (tests/e2e/accessibility.spec.ts).
 */
describe('the sharing components, checked by axe', () => {
  for (const [name, [component, props]] of Object.entries(screens)) {
    for (const locale of ['en', 'fr'] as const) {
      it(`${name} has no serious finding (${locale})`, async () => {
        document.documentElement.lang = locale
        const wrapper = mountSharing(component, locale, props)
        const results = await axe.run(wrapper.element as Element, {
          rules: { 'color-contrast': { enabled: false } },
        })
        // What axe could not decide counts too: in jsdom that is mostly what it could not run.
        const serious = [...results.violations, ...results.incomplete]
          .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
          .map((finding) => `${finding.id}: ${finding.nodes.map((node) => node.html).join(' | ')}`)
        expect(serious).toEqual([])
        expect(results.passes.length).toBeGreaterThan(3)
      })
    }
  }
})

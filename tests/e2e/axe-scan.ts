import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * One screen scanned by axe-core (WCAG 2.x A and AA, and axe's best practices) in the light and
 * the dark theme; a serious or critical finding is recorded with its screen, theme and elements.
 */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

export interface Finding {
  screen: string
  rule: string
  impact: string
  help: string
  targets: string[]
}

/**
 * axe cannot measure the contrast of text over a gradient (the page's glow, the banner's wash):
 * it leaves it "incomplete". So each gradient is flattened to its stop that is closest to the
 * text (the plain page colour by day, the glow by night, the banner's accent wash in both) while
 * axe looks: text over a plain colour measures the same, text over a gradient gets measured too,
 * and no other rule looks at backgrounds. One axe pass per screen and theme, not two.
 */
const flatGradients = `
  body { background-image: none !important; }
  @media (prefers-color-scheme: dark) { body { background-color: var(--bg-glow) !important; } }
  .status-banner { background: var(--accent-soft) !important; }
`

const themes = ['light', 'dark'] as const

export async function scan(page: Page, screen: string, findings: Finding[]) {
  const style = await page.addStyleTag({ content: flatGradients })
  for (const colorScheme of themes) {
    await page.emulateMedia({ colorScheme })
    // Transitions finished, so colours are measured as they end up.
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()))
    // Legacy mode runs axe once in the page: the app has no frames to visit one by one, nor
    // partial results to merge in a blank page opened for each scan.
    const results = await new AxeBuilder({ page }).setLegacyMode().analyze()
    record(`${screen}, ${colorScheme} theme`, results, findings)
  }
  await style.evaluate((element) => (element as HTMLStyleElement).remove())
}

function record(screen: string, results: AxeResults, findings: Finding[]) {
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })
  }
}

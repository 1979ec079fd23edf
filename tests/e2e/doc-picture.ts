import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { lookTheSame } from '../support/png-pixels'

const imagesFolder = new URL('../../docs/images/', import.meta.url)

/**
 * A picture for the docs (`docs/images/<name>.png`), taken from the real web app by every e2e
 * run, with the pointer out of the way, so no button is caught in its hover colour. The
 * committed picture is kept when the new one looks the same, so a run that changed nothing on
 * screen leaves `git status` clean.
 */
export async function docPicture(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0)
  // Two frames after the fonts are in: what the page draws next is what a player would see.
  await page.evaluate(async () => {
    await document.fonts.ready
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
  })
  const shot = await page.screenshot({ animations: 'disabled' })
  const file = fileURLToPath(new URL(`${name}.png`, imagesFolder))
  if (existsSync(file) && lookTheSame(readFileSync(file), shot)) return
  writeFileSync(file, shot)
}

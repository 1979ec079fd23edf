import { createCasebookI18n, type Locale } from '../shared/i18n'
import { menuMessages } from '../shared/i18n/messages/menu'

/** A key of the native menu's part of the shared catalog, e.g. `menu.file`. */
export type MenuKey = `menu.${keyof (typeof menuMessages)['en']['menu'] & string}`

/** Turns a menu key into its label in one language. */
export type Translate = (key: MenuKey) => string

/** The menu labels of one language, read from the shared vue-i18n catalog. */
export function createMenuTranslator(locale: Locale): Translate {
  const { t } = createCasebookI18n(locale, menuMessages).global
  return (key) => t(key)
}

import {
  compile,
  createCoreContext,
  fallbackWithLocaleChain,
  registerLocaleFallbacker,
  registerMessageCompiler,
  registerMessageResolver,
  resolveValue,
  translate,
  type MessageResolver,
} from '@intlify/core-base'
import type { Translator } from '../shared/explain'
import type { CatalogPart } from '../shared/i18n'
import { supportedLocales, type Locale } from '../shared/i18n/locales'

// vue-i18n's own engine, without Vue: loading Vue was most of the command's start-up time.
// These are the hooks vue-i18n registers, so the messages read exactly as in the app.
registerMessageCompiler(compile)
registerMessageResolver(resolveValue)
registerLocaleFallbacker(fallbackWithLocaleChain)

/**
 * A translator over the parts of the shared catalog the command needs, in `locale` with English
 * as the fallback, as `createCasebookI18n` gives the app.
 */
export function cliTranslator(locale: Locale, parts: readonly CatalogPart[]): Translator {
  const messages = Object.fromEntries(
    supportedLocales.map((each) => [each, Object.assign({}, ...parts.map((part) => part[each]))]),
  )
  const context = createCoreContext({
    locale,
    fallbackLocale: 'en',
    messages,
    messageResolver: compiledOnce(messages),
  })
  const chain = locale === 'en' ? ['en'] : [locale, 'en']
  return {
    t: (key, named) => String(named ? translate(context, key, named) : translate(context, key)),
    te: (key) => chain.some((each) => typeof resolveValue(messages[each], key) === 'string'),
  }
}

/**
 * Finds a message and compiles it the first time only. Given text, vue-i18n's core would look
 * its compiled form up on every call, by a key it serialises each time: a long report makes
 * hundreds of thousands of calls. Given the compiled function, it calls it directly.
 */
function compiledOnce(messages: Record<string, object>): MessageResolver {
  const compiledIn = new Map(
    Object.entries(messages).map(([locale, tree]) => [
      tree,
      { locale, compiled: new Map<string, ReturnType<typeof compile>>() },
    ]),
  )
  return (tree, path) => {
    const found = resolveValue(tree, path)
    const messagesOf = compiledIn.get(tree as object)
    if (typeof found !== 'string' || !messagesOf) return found
    const { locale, compiled } = messagesOf
    let message = compiled.get(path)
    if (!message) compiled.set(path, (message = compile(found, { locale, key: path })))
    return message
  }
}

import { mount } from '@vue/test-utils'
import type { Component } from 'vue'
import { createCasebookI18n, type Locale } from '../../../src/shared/i18n'

/** Mounts one sharing component in the page, with the app's real catalog in `locale`. */
export function mountSharing(
  component: Component,
  locale: Locale,
  props: Record<string, unknown>,
  slots: Record<string, string> = {},
) {
  return mount(component, {
    props,
    slots,
    attachTo: document.body,
    global: { plugins: [createCasebookI18n(locale)] },
  })
}

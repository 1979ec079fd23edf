import { computed, ref } from 'vue'
import { browserStorage } from '../../preferences'
import { rememberedShareHost, rememberShareHost, type ShareLink } from '../../sync/table-links'

/**
 * The link shown among a server's links (decision 0063): at the address the host chose last,
 * kept for every link it shares (a game's or a group's) while the server still has it, else the
 * first. Null while there is no link.
 */
export function useChosenLink(links: () => readonly ShareLink[] | null) {
  const storage = browserStorage()
  const chosenHost = ref(rememberedShareHost(storage))
  const chosen = computed<ShareLink | null>(() => {
    const all = links() ?? []
    return all.find((each) => each.host === chosenHost.value) ?? all[0] ?? null
  })
  function choose(host: string) {
    chosenHost.value = host
    rememberShareHost(storage, host)
  }
  return { chosen, choose }
}

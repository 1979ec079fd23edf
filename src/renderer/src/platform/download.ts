/** Offers bytes as a download under `name`, through a temporary link to an object URL. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The download has started from the click; a moment later the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

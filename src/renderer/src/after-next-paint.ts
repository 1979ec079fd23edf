/**
 * Resolves once the next frame has been painted, so work started then does not hold that frame
 * back. A window that paints no frames (hidden or minimised) waits at most `atMost` ms.
 */
export function afterNextPaint(atMost = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, atMost)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }),
    )
  })
}

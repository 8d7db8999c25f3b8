/** Applies the saved or system theme before first paint, so there is no flash. */
const script = `(() => {
  try {
    const saved = localStorage.getItem('theme');
    const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {}
})()`

/** `nonce`: the page's CSP nonce (proxy.ts), without which the browser refuses inline scripts. */
export function ThemeScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}

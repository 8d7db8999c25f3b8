/**
 * Whether a modal dialog is open: the page's own shortcuts then stand aside. A module of its own,
 * so a page's keys can ask without loading the dialog itself (docs/performance.md, "What a page
 * loads first").
 */
export function isDialogOpen(): boolean {
  return document.querySelector('dialog[open]') !== null
}

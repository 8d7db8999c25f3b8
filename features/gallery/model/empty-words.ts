/** What an empty gallery says: a title and what to do, by what narrowed it. */
export function emptyWords(filtered: boolean, board: boolean, starred: boolean): [string, string] {
  if (board && !filtered && !starred) {
    return [
      'Nothing on this board yet',
      'Choose outputs in the gallery and add them here, or pick this board on Create before generating.',
    ]
  }
  if (starred && !filtered && !board) {
    return ['No starred outputs yet', 'Star an output on its tile or in its details.']
  }
  if (filtered || board || starred) {
    return [
      'Nothing matches these filters',
      'Try another status, model, type, board or star filter.',
    ]
  }
  return ['No generations yet', 'Jobs you start on the Create page show here.']
}

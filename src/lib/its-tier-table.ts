/**
 * Whether a card's objective notes are its per-tier objectives table as the extraction left it
 * (`LOW TIER`, `Si han sobrevivido…`, `ro ios.`): cells of three columns interleaved, unreadable as
 * text. The page does not show them (their bands are in the scoring table, each read or marked
 * assumed); the record keeps them so every sentence of the source is still accounted for.
 */
export function isExtractedTierTable(notes: readonly { segments: readonly { text: string }[] }[]) {
  return notes.some((p) =>
    /TIER$/.test(
      p.segments
        .map((s) => s.text)
        .join('')
        .trim(),
    ),
  );
}

/**
 * Choices a visitor made in an island before it hydrated (docs/pages.md#islands): a select whose options differ from
 * the edge's. React sets a select back to the value it renders as it hydrates, so the runtime notes them before and
 * makes them again after, with the `change` event a visitor's choice fires, which the island's handlers then see.
 */
export function keepChoices(element: HTMLElement): () => void {
  const chosen = [...element.querySelectorAll('select')]
    .map((select) => ({ select, selected: [...select.options].map((option) => option.selected) }))
    .filter(({ select, selected }) => [...select.options].some((option, i) => option.defaultSelected !== selected[i]));
  return () => {
    for (const { select, selected } of chosen) {
      if ([...select.options].every((option, i) => option.selected === selected[i])) continue;
      [...select.options].forEach((option, i) => (option.selected = selected[i] ?? false));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}

// The app's find-as-you-type rule (000 §5, §9: 700 ms after the last key, more than 2 characters
// or a number above 0) over choices already at hand (a picker's: the catalogue, a clinic's
// doctors): the choices whose name holds the text (case- and ё-insensitive) or whose id it is.
import { useEffect, useState } from 'react';
import { isSearchable, SEARCH_DEBOUNCE_MS } from '../search/searchRules';

interface Named {
  id: string | number;
  name: string;
}

const normalize = (text: string) => text.trim().toLocaleLowerCase().replaceAll('ё', 'е');

export function matchingChoices<Choice extends Named>(choices: readonly Choice[], query: string): Choice[] {
  const wanted = normalize(query);
  return choices.filter((choice) => normalize(choice.name).includes(wanted) || String(choice.id) === query.trim());
}

/** What a picker offers for its typed text: the matches once the rule allows and the pause is
 * over (`waiting` meanwhile, or while the choices still load); nothing for a text too short. */
export function useChoiceSearch<Choice extends Named>(choices: readonly Choice[], text: string, loading = false) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const searchable = isSearchable(text);
  const waiting = searchable && (loading || query !== text);
  return { searchable, waiting, found: searchable && !waiting ? matchingChoices(choices, query) : [] };
}

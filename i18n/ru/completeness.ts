// The completeness view (issue 12, point 10) and the stale-translation marks (point 9): shown
// under `app.completeness.*`.
export const completeness = {
  intro: 'Клиник в справочнике: %{smart_count}. Каждое число открывает список этих клиник.',
  legend:
    'Проверен — раздел проверен после последнего изменения. Нужна проверка — проверен, но другой язык изменился позже. Не проверен — изменён после проверки или не проверялся.',
  section: 'Раздел профиля',
  states: { complete: 'Проверен', stale: 'Нужна проверка', incomplete: 'Не проверен' },
  link: '%{n} — %{section}, %{lang}: %{state}',
  loadFailed: 'Не удалось загрузить сводку',
  reload: 'Повторить',
  /** The profile menu's third mark, and the clinics list's filter. */
  staleMark: 'Нужна проверка (%{lang}): %{other} изменён после проверки',
  staleFilter: 'Нужна проверка',
  staleIn: 'Перевод на %{value}',
  anyStale: 'Не важно',
  filtered: '%{section}, %{lang}: %{state}',
  clearFiltered: 'Снять отбор по разделу',
};

/** The screen's name in the menu (`resources.completeness`). */
export const completenessResource = { name: 'Заполненность профилей |||| Заполненность профилей' };

// The value a bulk action takes beside its records (BulkSpec `pick`: the clinics' superagent): a
// select of another resource's records, or none, in the confirmation.
import { useGetList, useTranslate } from 'react-admin';
import type { BulkPickSpec } from '../../../../common/resource';
import { useLang } from '../../../useLang';
import { firstFilled } from '../../parts/nameIn';
import { REFERENCE_PAGE } from '../../widgets/SelectWidget';
import { FilterSelect } from '../FilterSelect';

interface Props {
  pick: BulkPickSpec;
  /** The chosen record's id, '' for none. */
  value: string;
  onChange: (value: string) => void;
}

export function BulkPick({ pick, value, onChange }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const { data } = useGetList(pick.reference, { pagination: { page: 1, perPage: REFERENCE_PAGE } });
  const choices = (data ?? []).map((record) => ({ id: record.id, name: String(firstFilled(record, pick.optionText, lang) ?? record.id) }));
  return (
    <FilterSelect
      label={translate(pick.label)}
      value={value}
      choices={choices}
      emptyLabel={translate(pick.none)}
      showEmpty
      onChange={onChange}
    />
  );
}

// A catalog message filled with the record's values (`options.message`, common/messageParams.ts:
// "RU: 5 из 13"). `to` links it, unlinked where the address names an empty value; `named` completes
// the link's name for a screen reader, since every row's link shows the same kind of words.
import { Link } from 'react-admin';
import { type MessageOptions, messageParams } from '../../../../common/messageParams';
import { valueAt } from '../../../../dataProvider/clientList';
import { filledPath } from '../../filledPath';
import { recordCell } from './recordFormat';

interface Options extends MessageOptions {
  to?: string;
  named?: string;
  nowrap?: boolean;
}

export const cell = recordCell('message', (record, { column, translate }) => {
  const options = column.options as unknown as Options;
  const text = translate(options.message, messageParams(record, options, translate));
  const to = options.to && filledPath(options.to, record);
  if (!to) return options.nowrap ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : text;
  const name = options.named ? `${text} ${String(valueAt(record, options.named) ?? '')}` : undefined;
  return (
    <Link to={to} aria-label={name}>
      {text}
    </Link>
  );
});

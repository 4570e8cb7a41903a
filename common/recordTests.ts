// What a screen shows, offers or locks by a record's state, as data both sides read: an account's
// unblock only while it is blocked, nothing that blocks one's own account, an SEO page's slugs of
// other levels read-only. A test passes when every part given holds; a list of tests passes when one
// of them does.

/** Parts of a test of a record, all of which must hold. A value null stands for none (a field the
 * record leaves out counts as null). */
export interface RecordTest {
  /** Each named field holds this value. */
  equals?: Readonly<Record<string, unknown>>;
  /** Each named field holds another value. */
  differs?: Readonly<Record<string, unknown>>;
  /** The record is (true) or is not (false) the signed-in user's own (a record page's `own`). */
  own?: boolean;
}

/** A test, or tests of which one must pass. */
export type RecordTests = RecordTest | readonly RecordTest[];

/** A field's value; a dotted field is a path into the record (`ll10n.RU.visible`). */
const fieldValue = (record: Readonly<Record<string, unknown>>, field: string) =>
  field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | null | undefined)?.[key], record) ?? null;

const holds = (test: RecordTest, record: Readonly<Record<string, unknown>>, own: boolean) =>
  Object.entries(test.equals ?? {}).every(([field, value]) => fieldValue(record, field) === value) &&
  Object.entries(test.differs ?? {}).every(([field, value]) => fieldValue(record, field) !== value) &&
  (test.own === undefined || test.own === own);

/** Whether `record` passes `tests` (`own`: it is the signed-in user's own). */
export function passes(tests: RecordTests, record: Readonly<Record<string, unknown>>, own = false): boolean {
  return [tests].flat().some((test) => holds(test as RecordTest, record, own));
}

/** `passes` made once for many records (an export's lines): the fields' paths split once. */
export function tester(tests: RecordTests): (record: Readonly<Record<string, unknown>>, own?: boolean) => boolean {
  const parts = ([tests].flat() as RecordTest[]).map((test) => ({
    equals: Object.entries(test.equals ?? {}).map(([field, value]) => ({ keys: field.split('.'), value })),
    differs: Object.entries(test.differs ?? {}).map(([field, value]) => ({ keys: field.split('.'), value })),
    own: test.own,
  }));
  const at = (record: Readonly<Record<string, unknown>>, keys: readonly string[]) => {
    let value: unknown = record;
    for (const key of keys) value = (value as Record<string, unknown> | null | undefined)?.[key];
    return value ?? null;
  };
  return (record, own = false) =>
    parts.some(
      (test) =>
        test.equals.every(({ keys, value }) => at(record, keys) === value) &&
        test.differs.every(({ keys, value }) => at(record, keys) !== value) &&
        (test.own === undefined || test.own === own),
    );
}

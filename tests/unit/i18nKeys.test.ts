// Every key that a screen can show must exist in both catalogs: the labels the resources use, the
// messages the schemas report (errorMessage values, `key`s, and the keys the custom keywords
// emit), and the literal keys of the app's code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTION_STATES } from '../../common/completion';
import { fieldLabelKey, isResource, type ResourceDefinition, type RowActions, titleSource } from '../../common/resource';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { resources as routed } from '../../resources';
import { hostedScreens } from '../../resources/parts';
import { textFormats } from '../../schemas/formats';
import { schemaRegistry } from '../../schemas/registry';

/** The declared lists and forms: the routed screens' and the parts their hosts show. */
const resources = [...routed, ...hostedScreens.filter(isResource)];
const KEY = /^(?:app|check|form|password|regions|resources|server|ra)\.[\w.]+$/;
const LITERAL_KEY = /['"`]((?:app|check|form|password|regions)\.[\w]+(?:\.[\w]+)*)['"`]/g;

function hasKey(catalog: unknown, key: string): boolean {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
  return typeof value === 'string' && value.length > 0;
}

/** errorMessage values and `key`s anywhere in a schema (or in the formats table). */
function messageKeys(node: unknown, inMessage = false): string[] {
  if (typeof node === 'string') return inMessage && KEY.test(node) ? [node] : [];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([name, value]) =>
    (name === 'key' || name === 'blankMessage') && typeof value === 'string'
      ? [value]
      : messageKeys(value, inMessage || name === 'errorMessage'),
  );
}

function resourceKeys({ config }: ResourceDefinition): string[] {
  const field = (source: string) => fieldLabelKey(config.name, source);
  const formFields = config.form.sections.flatMap((section) => section.fields);
  return [
    `resources.${config.name}.name`,
    field(titleSource(config)),
    ...[...(config.list.leading ?? []), ...config.list.columns].map((column) => column.label ?? field(column.source)),
    // A tabbed list names each tab `<labels>.<value>`, and its tabs, filters and search have labels.
    ...(config.list.tabs
      ? [config.list.tabs.label, ...config.list.tabs.values.map((value) => `${config.list.tabs?.labels}.${value}`)]
      : []),
    ...(config.list.filters ?? []).map((filter) => filter.label),
    ...(config.list.search ? [config.list.search.label] : []),
    ...(config.list.toggles ?? []).map((toggle) => field(toggle.source)),
    ...formFields.map((spec) => spec.label ?? field(spec.source)),
    ...formFields.flatMap((spec) => (spec.placeholder ? [spec.placeholder] : [])),
    ...config.form.sections.flatMap((section) => (section.title ? [section.title] : [])),
    ...formFields.flatMap((spec) => (spec.requiredOnCreate ? [spec.requiredOnCreate] : [])),
    ...(config.list.groups ?? []).flatMap((group) => [group.title, group.add, group.newTitle]),
    ...Object.values(config.messages ?? {}),
    ...(config.form.preview ? [config.form.preview.label, config.form.preview.missing ?? 'form.error'] : []),
    ...pageKeys(config),
    ...rowActionKeys(config.list.actions),
  ];
}

/** A record page's words: its tabs, notes, saves, field labels, and its actions' (theirs and their forms'). */
function pageKeys(config: ResourceDefinition['config']): string[] {
  const field = (source: string) => fieldLabelKey(config.name, source);
  return [...modalKeys(config), ...pageSectionKeys(config, field)];
}

/** A record page in a modal: its title, its tabs' name, its review's words and states, its preview. */
function modalKeys(config: ResourceDefinition['config']): string[] {
  const modal = config.page?.modal;
  if (!modal) return [];
  const { approval, preview } = modal;
  return [
    modal.title,
    modal.tabs,
    ...(approval
      ? [
          approval.label,
          approval.again,
          approval.done,
          ...['complete', 'stale', 'incomplete'].map((state) => `${approval.states}.${state}`),
        ]
      : []),
    ...(preview ? [preview.label] : []),
  ];
}

function pageSectionKeys(config: ResourceDefinition['config'], field: (source: string) => string): string[] {
  return (config.page?.sections ?? []).flatMap((section) => [
    section.title,
    ...(section.hint ? [section.hint] : []),
    ...(section.save ? [section.save.label ?? 'app.form.save', section.save.saved ?? 'form.success'] : []),
    ...section.fields.map((spec) => spec.label ?? field(spec.source)),
    ...(section.actions ?? []).flatMap((action) => [
      action.label,
      action.done,
      ...(action.hint ? [action.hint] : []),
      ...(action.confirm ? [action.confirm.title, action.confirm.text] : []),
      ...(action.form ? [action.form.title, ...action.form.fields.map((spec) => spec.label ?? field(spec.source))] : []),
    ]),
  ]);
}

/** A row's buttons are worded `<prefix>.<action>` for each action some state shows. */
function rowActionKeys(actions: RowActions | undefined): string[] {
  if (!actions) return [];
  const { label, name, done, undo } = actions.messages;
  const shown = [...new Set(Object.values(actions.by.values).flat())];
  return shown.flatMap((action) => [
    ...[label, name, done].map((prefix) => `${prefix}.${action}`),
    ...(undo && actions.undoable?.includes(action) ? [`${undo}.${action}`] : []),
  ]);
}

/** A `buttons` filter's hints are worded `<hints>.<value>`, its "all" button's `<hints>.ALL`. */
const filterHints = (config: ResourceDefinition['config']) =>
  (config.list.filters ?? []).flatMap((filter) => {
    const hints = filter.options?.hints;
    const values = filter.choices && 'values' in filter.choices ? filter.choices.values : [];
    return typeof hints === 'string' ? [{ prefix: hints, keys: ['ALL', ...values].map((value) => `${hints}.${value}`) }] : [];
  });

/** A `checks` field's fixed choices are worded `<names>.<choice>` (a banner's pages); the codes a
 * call answers (`choicesFrom`: an employee's roles) are the server's, so only their prefix is known. */
const checksNames = (config: ResourceDefinition['config']) =>
  [...config.form.sections, ...(config.page?.sections ?? [])]
    .flatMap((section) => section.fields)
    .flatMap((spec) => {
      const names = spec.options?.names;
      const choices = spec.options?.choices;
      if (spec.widget !== 'checks' || typeof names !== 'string') return [];
      if (Array.isArray(choices)) return [{ prefix: names, keys: choices.map((choice) => `${names}.${String(choice)}`) }];
      return spec.choicesFrom ? [{ prefix: names, keys: [] }] : [];
    });

/** A `marks` cell words each dot `<names>.<section>` and `<states>.<state>` (the doctors' list). */
const marksNames = (config: ResourceDefinition['config']) =>
  config.list.columns.flatMap((column) => {
    if (column.display !== 'marks') return [];
    const { sections, names, states } = column.options as { sections: Record<string, number>; names: string; states: string };
    return [
      { prefix: names, keys: Object.keys(sections).map((section) => `${names}.${section}`) },
      { prefix: states, keys: SECTION_STATES.map((state) => `${states}.${state}`) },
    ];
  });

/** The prefixes a declaration names rather than keys: its tabs' labels, its row actions' words,
 * its filters' hints and its checkboxes' names, and a modal record page's review states. */
const prefixes = new Set(
  resources.flatMap(({ config }) => [
    ...(config.list.tabs ? [config.list.tabs.labels] : []),
    ...Object.values(config.list.actions?.messages ?? {}),
    ...(config.page?.modal?.approval ? [config.page.modal.approval.states] : []),
    ...filterHints(config).map((hints) => hints.prefix),
    ...checksNames(config).map((names) => names.prefix),
    ...marksNames(config).map((names) => names.prefix),
  ]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function literalKeys(dirs: string[]): string[] {
  return dirs.flatMap(sourceFiles).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(LITERAL_KEY)].map((m) => m[1]));
}

const root = join(import.meta.dirname, '../..');
const used = new Set([
  ...resources.flatMap(resourceKeys),
  ...resources.flatMap(({ config }) => filterHints(config).flatMap((hints) => hints.keys)),
  ...resources.flatMap(({ config }) => checksNames(config).flatMap((names) => names.keys)),
  ...resources.flatMap(({ config }) => marksNames(config).flatMap((names) => names.keys)),
  ...Object.values(schemaRegistry).flatMap((schema) => messageKeys(schema)),
  ...resources.flatMap(({ schema }) => messageKeys(schema)),
  ...messageKeys(textFormats),
  // A prefix is a section: its keys are the tabs' and the row actions' (resourceKeys).
  ...literalKeys([join(root, 'schemas/keywords'), join(root, 'src'), join(root, 'resources'), join(root, 'common')]).filter(
    (key) => !prefixes.has(key),
  ),
]);

describe('i18n catalogs', () => {
  it('finds the keys it checks', () => {
    expect(used).toContain('resources.cities.fields.nameRU');
    expect(used).toContain('check.min');
    expect(used).toContain('password.notEqual');
    expect(used).toContain('form.email.regex');
    expect(used).toContain('app.auth.login.wrong');
    expect(used).toContain('app.documents.loadFailed');
  });

  it.each([
    ['ru', ru],
    ['en', en],
  ])('%s has every key the resources, schemas and screens use', (_lang, catalog) => {
    expect([...used].filter((key) => !hasKey(catalog, key))).toEqual([]);
  });

  it('keeps the spec’s English texts for the messages', () => {
    expect(en.check.min).toBe('Min length is %{length}');
    expect(en.app.auth.login.wrong).toBe('Wrong login/password');
    expect(en.app.auth.setPassword.success).toBe('Password successfully created');
    expect(en.app.auth.setPassword.invalid).toBe('Confirmation link is not valid');
  });
});

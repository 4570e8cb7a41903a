// The registries of widgets, cells, list filters, list tools and list views are their folders'
// files, and every declaration names only what they hold: a field's `widget` (a record page's and
// its actions' too), a column's `display` (a record page's summary too), a list filter's `widget`,
// a list tool's `name` and a list's `view` are plain names in the shared declaration
// (common/resource.ts), checked here
// against the browser's registries.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formFields, isForm, isResource } from '../../common/resource';
import { screens as routed } from '../../resources';
import { hostedScreens } from '../../resources/parts';
import { cellFor, cells } from './list/cells';
import { valueCells } from './list/cells/valueCells';
import { filterNames, filterWidget } from './list/filters';
import { toolFor, toolNames } from './list/tools';
import { listViewFor, listViewNames } from './list/views';
import { widgetFor, widgets } from './widgets';

/** Every declaration: the routed screens' and the parts their hosts show. */
const screens = [...routed, ...hostedScreens];

const filesOf = (folder: string, suffix: string) =>
  readdirSync(join(import.meta.dirname, folder)).filter((name) => name.endsWith(suffix) && !name.endsWith(`.test${suffix}`));

describe('the widget and cell registries', () => {
  it('hold one entry per file of their folder, each under its own name', () => {
    // A resource's own widgets and cells register beside it (resources/<folder>/widgets, cells).
    const ofResources = (pattern: RegExp) =>
      readdirSync(join(import.meta.dirname, '../../resources'), { recursive: true, encoding: 'utf8' }).filter((path) => pattern.test(path));
    const resourceWidgets = ofResources(/\/widgets\/[^/]+Widget\.tsx$/);
    const resourceCells = ofResources(/\/cells\/[^/]+Cell\.tsx$/);
    const resourceFilters = ofResources(/\/filters\/[^/]+Filter\.tsx$/);
    expect(resourceWidgets.length).toBeGreaterThan(0);
    expect(resourceCells.length).toBeGreaterThan(0);
    expect(Object.keys(widgets)).toHaveLength(filesOf('widgets', 'Widget.tsx').length + resourceWidgets.length);
    expect(Object.keys(cells)).toHaveLength(valueCells.length + filesOf('list/cells', 'Cell.tsx').length + resourceCells.length);
    expect(filterNames()).toHaveLength(filesOf('list/filters', 'Filter.tsx').length + resourceFilters.length);
    expect(Object.keys(widgets)).toEqual(expect.arrayContaining(['text', 'textarea', 'richtext', 'select', 'number', 'image']));
    expect(Object.keys(cells)).toEqual(expect.arrayContaining(['text', 'choice', 'reference', 'references', 'boolean']));
  });

  it('have every widget and cell the declarations name', () => {
    const resources = screens.filter(isResource);
    expect(resources.length).toBeGreaterThan(2);
    const pageFields = resources.flatMap(({ config }) =>
      (config.page?.sections ?? []).flatMap((section) => [
        ...section.fields,
        ...(section.actions ?? []).flatMap((action) => action.form?.fields ?? []),
      ]),
    );
    expect(pageFields.length).toBeGreaterThan(0);
    const widgetNames = resources.flatMap(({ config }) => [...formFields(config), ...pageFields].flatMap((field) => field.widget ?? []));
    const cellNames = resources.flatMap(({ config }) =>
      [
        ...(config.list.leading ?? []),
        ...config.list.columns,
        { display: config.list.titleDisplay },
        ...(config.page?.summary ?? []),
      ].flatMap((column) => column.display ?? []),
    );
    const toolNamesUsed = resources.flatMap(({ config }) => (config.list.tools ?? []).map((tool) => tool.name));
    const views = resources.map(({ config }) => config.list.view);
    expect(views.filter((name) => !listViewNames().includes(name))).toEqual([]);
    expect(views).toContain('seoTree');
    const filterWidgets = resources.flatMap(({ config }) => (config.list.filters ?? []).map((filter) => filter.widget));
    expect(widgetNames.filter((name) => !(name in widgets))).toEqual([]);
    // A form-only declaration's (a profile step's) too.
    const formWidgets = screens.filter(isForm).flatMap(({ config }) => formFields(config).flatMap((field) => field.widget ?? []));
    expect(formWidgets).toContain('videoLinks');
    expect(formWidgets.filter((name) => !(name in widgets))).toEqual([]);
    expect(cellNames.filter((name) => !(name in cells))).toEqual([]);
    expect(filterWidgets.length).toBeGreaterThan(0);
    expect(filterWidgets.filter((name) => !filterNames().includes(name))).toEqual([]);
    expect(toolNamesUsed.length).toBeGreaterThan(0);
    expect(toolNamesUsed.filter((name) => !toolNames().includes(name))).toEqual([]);
  });

  it('refuse a name they do not hold, naming what they hold', () => {
    expect(() => widgetFor({ source: 'x', widget: 'colour' }, {})).toThrow(/x: no widget "colour" \(src\/engine\/widgets: .*richtext/);
    expect(() => cellFor('stars')).toThrow(/no cell "stars" \(src\/engine\/list\/cells: .*choice/);
    expect(cellFor(undefined)).toBe(cells.text);
    expect(() => listViewFor('gallery')).toThrow(/no list view "gallery" \(table, cards, .*seoTree/);
    expect(() => filterWidget('slider')).toThrow(/no filter widget "slider" \(src\/engine\/list\/filters: .*checkboxes/);
    expect(() => toolFor('print')).toThrow(/no list tool "print" \(src\/engine\/list\/tools: .*sync/);
  });
});

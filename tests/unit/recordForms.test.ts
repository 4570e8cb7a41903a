// A form-only declaration (defineForm: a step of the clinic profile) names no schema: its rules are
// its save call's body. Checked here, as the server checks a resource's fields at load: every call
// it names is declared, every field it shows is one the save sends, its save takes the version it
// loaded (If-Match), and the calls its fields' choices come from are declared.
import { describe, expect, it } from 'vitest';
import { formFields, isForm } from '../../common/resource';
import { callsOf, declaredCallSets, declaredScreens } from '../support/declaredCalls';

const properties = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});

describe('the form-only declarations', async () => {
  const calls = new Map(callsOf(await declaredCallSets()).map((call) => [call.name, call]));
  const forms = (await declaredScreens()).filter(isForm);

  it('are the profile steps that are forms', () => {
    expect(forms.map(({ config }) => config.name)).toEqual(
      expect.arrayContaining(['clinicBase', 'clinicAdditional', 'clinicOffer', 'clinicPromotions']),
    );
  });

  it.each(forms.map((form) => [form.config.name, form] as const))(
    '%s: loads and saves by declared calls, its fields the body',
    (_, form) => {
      const { load, save } = form.config.form.calls;
      expect(calls.get(load)?.method).toBe('GET');
      for (const action of form.config.form.calls.actions ?? []) expect(calls.has(action.call), action.call).toBe(true);
      // A form whose fields save themselves (the logo) has no save of its own: its widgets' calls.
      if (save) {
        const saved = calls.get(save);
        expect(saved?.version).toBe(true);
        const body = properties(saved?.body);
        const fields = formFields(form.config).flatMap((field) => [field.source.split('.')[0], ...(field.edits ?? [])]);
        expect(fields.filter((field) => !body.includes(field))).toEqual([]);
      }
      const widgetCalls = formFields(form.config).flatMap((field) =>
        [field.options?.upload, (field.options?.remove as { call?: string } | undefined)?.call].flatMap((call) =>
          typeof call === 'string' ? [call] : [],
        ),
      );
      for (const name of widgetCalls) expect(calls.has(name), name).toBe(true);
      const choiceCalls = formFields(form.config).flatMap((field) =>
        field.choicesFrom && 'call' in field.choicesFrom ? [field.choicesFrom.call] : [],
      );
      for (const name of choiceCalls) expect(calls.has(name), name).toBe(true);
    },
  );
});

// A regular expression for generated validators that also survives standalone code generation:
// ajv prints `new RegExp(source, flags)` into the module instead of referring to this object.
import { _, type KeywordCxt, type Name } from 'ajv';

export function scopedRegExp(cxt: KeywordCxt, source: string, flags = 'u'): Name {
  return cxt.gen.scopeValue('pattern', {
    key: `/${source}/${flags}`,
    ref: new RegExp(source, flags),
    code: _`new RegExp(${source}, ${flags})`,
  });
}

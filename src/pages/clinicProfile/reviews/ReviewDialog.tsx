// The add and edit modal of a patient review (001 §2, §5, §7 POST /api/admin/review/{hash}): the
// form's values become the documented payload, which the shared schema checks before anything is
// sent and the server checks again; its field errors land on the fields by name. An edit sends
// the review's version: when someone saved it meanwhile, the modal offers reload or overwrite.
import type { AnySchemaObject } from 'ajv';
import { useMemo, useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { CallInput } from '../../../../common/calls';
import type { EditLang } from '../../../../common/lang';
import type { CallsProvider } from '../../../../dataProvider/callProvider';
import type { reviewCalls } from '../../../../resources/clinics/calls';
import { schemaResolver } from '../../../../schemas/resolver';
import { reviewSchema } from '../../../../schemas/review';
import { ConflictDialog } from '../../../engine/form/ConflictDialog';
import { type Persist, submissionErrors } from '../../../engine/form/useResourceSave';
import { useVersionConflict } from '../../../engine/form/useVersionConflict';
import { ReviewFormBody } from './ReviewFormBody';
import { type Review, type ReviewValues, reviewPayload, reviewValues } from './reviewModel';
import type { usePickOptions } from './usePickOptions';

interface Props {
  hash: string;
  /** The review to edit (or view, when imported); absent to add one. */
  review?: Review;
  lang: EditLang;
  options: ReturnType<typeof usePickOptions>;
  /** Re-reads the list; answers the stored review (after a conflict's reload). */
  reload: () => Promise<Review | undefined>;
  onSaved: () => void;
  onClose: () => void;
}

export function ReviewDialog({ hash, review, lang, options, reload, onSaved, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CallsProvider<typeof reviewCalls>>();
  const [current, setCurrent] = useState({ review, times: 0 });
  const readOnly = review?.origId != null;
  // The schema checks the payload the save will send, so both sides read the same thing.
  const resolver = useMemo((): Resolver<FieldValues> => {
    const check = schemaResolver(reviewSchema as AnySchemaObject, translate);
    return (values, context, options) => check(reviewPayload(values as ReviewValues, current.review), context, options);
  }, [translate, current.review]);
  const conflict = useVersionConflict(async () => {
    const fresh = await reload();
    setCurrent((previous) => ({ review: fresh ?? previous.review, times: previous.times + 1 }));
  });

  const persist: Persist = async (payload, saveOptions) => {
    const version = saveOptions?.overwrite ? undefined : current.review?.updated;
    try {
      // The payload the resolver checked by the call's own body schema.
      await dataProvider.saveReview({ ...(payload as CallInput<typeof reviewCalls.calls.saveReview>), hash }, { version });
      notify('form.success', { type: 'success' });
      onSaved();
      return undefined;
    } catch (error) {
      return submissionErrors(error, notify, () => conflict.open(payload));
    }
  };
  const submit: Persist = async (payload, saveOptions) => {
    const errors = await persist(payload, saveOptions);
    if (!errors) onClose();
    return errors;
  };

  const title = translate(`app.reviews.form.${readOnly ? 'viewTitle' : review ? 'editTitle' : 'addTitle'}`);
  return (
    <Form
      key={current.times}
      record={{ id: current.review?.id ?? 0, ...reviewValues(current.review, lang) }}
      resolver={resolver}
      onSubmit={(values: FieldValues) => submit(values)}
      disableInvalidFormNotification
      noValidate
    >
      <ReviewFormBody title={title} readOnly={readOnly} options={options} persist={persist} submit={submit} onClose={onClose} />
      <ConflictDialog conflict={conflict} persist={persist} onSaved={onClose} />
    </Form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  NOT_A_WHOLE_NUMBER,
  validateNewBucket,
  type NewBucketField,
  type NewBucketForm,
} from '../../rules/index.ts';
import { isEngineError, type CreateBucketStep, type EngineError } from '../../worker/contract.ts';
import { session } from '../auth/session.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { HelpTip } from '../help/HelpTip.tsx';
import { useGoBack } from '../shell/use-go-back.ts';
import { useToast } from '../shell/toast.tsx';
import { bucketWords as w } from './bucket-words.ts';
import { CreateCancelActions, FormSection, SelectField } from './fields.tsx';
import { SpecificationSections } from './SpecificationSections.tsx';
import { useNewBucketForm, type NewBucketValues } from './use-new-bucket-form.ts';

/** The rules answer a non-integer with the code InvalidInput (recording spec §8); the inspector reads why. */
function hoursError(error: string | undefined): string | undefined {
  return error === 'InvalidInput' || error === NOT_A_WHOLE_NUMBER
    ? (w.hoursWhole.defaultMessage as string)
    : error;
}

/** The field messages a refused form came back with (details.fields of an invalid-input EngineError). */
function fieldErrors(error: EngineError): Partial<Record<NewBucketField, string>> | undefined {
  const fields = error.details?.fields;
  return typeof fields === 'object' && fields !== null
    ? (fields as Partial<Record<NewBucketField, string>>)
    : undefined;
}

function toForm(values: NewBucketValues): NewBucketForm {
  const { location, ...fields } = values;
  return { ...location, ...fields };
}

/** New Bucket (shell spec §2 /new-bucket, §4 cascading selection and creation flow, §5 validation). */
export default function NewBucketScreen() {
  const { engine } = useEngine();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const { values, errors, setErrors, choose, set, refuse, blocked } = useNewBucketForm();
  const [failure, setFailure] = useState<string | undefined>();
  const { customerId, siteId, assetId, mineLocationId } = values.location;
  const { data: options } = useEngineQuery({
    queryKey: ['new-bucket-options', customerId, siteId],
    query: (e) => e.newBucketOptions({ customerId, siteId }),
    keepPrevious: true,
  });
  const create = useMutation({
    mutationFn: (form: NewBucketForm) => engine.createBucket(form, session.inspectorName()),
    onSuccess: (created) =>
      navigate({
        to: '/inspections/$externalId',
        params: { externalId: created.inspectionExternalId },
        replace: true,
      }),
    // shell spec §8: field messages under the fields; a missing machine or yard replaces the screen; a missing
    // manufacturer is an alert toast; anything else a browser alert with the worker's message.
    onError: (error) => {
      if (!isEngineError(error)) return window.alert(t(w.creatingFailed));
      const step = error.details?.step as CreateBucketStep | undefined;
      const fields = error.code === 'invalid-input' ? fieldErrors(error) : undefined;
      if (fields) setErrors(fields);
      else if (step === 'placement') setFailure(error.message);
      else if (error.code === 'not-found' && step === 'manufacturer') toast('alert', error.message);
      else window.alert(error.message);
    },
  });
  if (failure) {
    return (
      <div className="page">
        <p role="alert" className="error-panel">
          {failure}
        </p>
        <button type="button" className="button" onClick={goBack}>
          {t(w.goBack)}
        </button>
      </div>
    );
  }
  const submit = () => {
    if (blocked) return;
    const form = toForm(values);
    const validation = validateNewBucket(form);
    if (!validation.ok) setErrors(validation.errors);
    else create.mutate(form);
  };
  return (
    <div className="page new-bucket">
      <h1>{t(w.machineHeading)}</h1>
      <h2 className="subheading">{t(w.specifications)}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormSection title={t(w.location)} help={<HelpTip tipKey="new-bucket-location" />}>
          <p className="notice">{t(w.notice)}</p>
          <div className="form-grid">
            <SelectField
              id="customer"
              label={t(w.customers)}
              required
              value={customerId}
              options={options?.customers ?? []}
              error={errors.customerId}
              onChange={(id) => choose('customerId', id)}
            />
            <SelectField
              id="site"
              label={t(w.site)}
              required
              value={siteId}
              options={options?.sites ?? []}
              disabled={customerId === null}
              error={errors.siteId}
              onChange={(id) => choose('siteId', id)}
            />
            <SelectField
              id="machine"
              label={t(w.machine)}
              required
              value={assetId}
              options={options?.machines ?? []}
              disabled={siteId === null}
              error={errors.assetId}
              onChange={(id) => choose('assetId', id)}
            />
            <SelectField
              id="mine-location"
              label={t(w.mineLocation)}
              required
              value={mineLocationId}
              options={options?.mineLocations ?? []}
              disabled={siteId === null}
              error={errors.mineLocationId}
              onChange={(id) => choose('mineLocationId', id)}
            />
          </div>
        </FormSection>
        <SpecificationSections
          values={values}
          errors={errors}
          options={options}
          set={set}
          refuse={refuse}
          hoursError={hoursError(errors.machineHours)}
        />
        <CreateCancelActions pending={create.isPending} onCancel={goBack} />
      </form>
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  CREATING_INSPECTION_FAILED,
  NEW_BUCKET_NOTICE,
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
import { CreateCancelActions, FormSection, SelectField } from './fields.tsx';
import { SpecificationSections } from './SpecificationSections.tsx';
import { useNewBucketForm, type NewBucketValues } from './use-new-bucket-form.ts';

/** The rules answer a non-integer with the code InvalidInput (recording spec §8); the inspector reads why. */
function hoursError(error: string | undefined): string | undefined {
  return error === 'InvalidInput' || error === NOT_A_WHOLE_NUMBER
    ? 'Machine Hours must be a whole number'
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
  const { values, errors, setErrors, choose, set } = useNewBucketForm();
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
      if (!isEngineError(error)) return window.alert(CREATING_INSPECTION_FAILED);
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
          Go back
        </button>
      </div>
    );
  }
  const submit = () => {
    const form = toForm(values);
    const validation = validateNewBucket(form);
    if (!validation.ok) setErrors(validation.errors);
    else create.mutate(form);
  };
  return (
    <div className="page new-bucket">
      <h1>MACHINE</h1>
      <h2 className="subheading">Bucket Specifications</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormSection title="Location of Bucket" help={<HelpTip tipKey="new-bucket-location" />}>
          <p className="notice">{NEW_BUCKET_NOTICE}</p>
          <div className="form-grid">
            <SelectField
              id="customer"
              label="Customers"
              required
              value={customerId}
              options={options?.customers ?? []}
              error={errors.customerId}
              onChange={(id) => choose('customerId', id)}
            />
            <SelectField
              id="site"
              label="Site"
              required
              value={siteId}
              options={options?.sites ?? []}
              disabled={customerId === null}
              error={errors.siteId}
              onChange={(id) => choose('siteId', id)}
            />
            <SelectField
              id="machine"
              label="Machine"
              required
              value={assetId}
              options={options?.machines ?? []}
              disabled={siteId === null}
              error={errors.assetId}
              onChange={(id) => choose('assetId', id)}
            />
            <SelectField
              id="mine-location"
              label="Mine Location"
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
          hoursError={hoursError(errors.machineHours)}
        />
        <CreateCancelActions pending={create.isPending} onCancel={goBack} />
      </form>
    </div>
  );
}

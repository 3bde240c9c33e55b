import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { NOT_A_WHOLE_NUMBER, type NewBucketField, type NewBucketForm } from '../../../rules/index.ts';
import { isEngineError } from '../../../worker/contract.ts';
import { useEngineQuery } from '../../engine/use-engine-query.ts';
import { CreateCancelActions, FormSection } from '../../new-bucket/fields.tsx';
import { SpecificationSections } from '../../new-bucket/SpecificationSections.tsx';
import { useNewBucketForm, type NewBucketValues } from '../../new-bucket/use-new-bucket-form.ts';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { useToast } from '../../shell/toast.tsx';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';
import { useRecordingScreen } from '../asset/use-recording-screen.ts';

const hoursError = (error: string | undefined) =>
  error === 'InvalidInput' || error === NOT_A_WHOLE_NUMBER ? 'Machine Hours must be a whole number' : error;

function toForm({ location: _location, ...fields }: NewBucketValues): NewBucketForm {
  return fields;
}

/**
 * bucket/new-bucket: the New Bucket form inside the inspection. The bucket goes where the inspection is (its machine
 * or yard); when the machine already has one, the rotation screen records the changeout next.
 */
export default function AddBucketScreen() {
  const { externalId, engine } = useRecordingScreen();
  const navigate = useNavigate();
  const toast = useToast();
  const { values, errors, setErrors, set } = useNewBucketForm();
  const place = useScreenModel(['bucket-choice', externalId], (e) => e.bucketChoiceModel(externalId));
  const { data: options } = useEngineQuery({
    queryKey: ['new-bucket-options', null, null],
    query: (e) => e.newBucketOptions({ customerId: null, siteId: null }),
  });
  const add = useMutation({
    mutationFn: (form: NewBucketForm) => engine.addBucketToInspection(externalId, form),
    onSuccess: (added) =>
      navigate({
        to: '/inspections/$externalId/$',
        params: {
          externalId,
          _splat: added.changeOutFrom
            ? `bucket/${added.changeOutFrom}/rotation/${added.bucketExternalId}`
            : `bucket/${added.bucketExternalId}`,
        },
        replace: true,
      }),
    onError: (error) => {
      const fields = isEngineError(error) ? error.details?.fields : undefined;
      if (typeof fields === 'object' && fields !== null)
        setErrors(fields as Partial<Record<NewBucketField, string>>);
      else toast('alert', isEngineError(error) ? error.message : 'The bucket could not be added');
    },
  });
  return (
    <ScreenBody query={place} fallback="Error fetching inspection">
      {(model) => (
        <div className="page new-bucket">
          <RecordingHeader title="Add Bucket" header={model.header} />
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate(toForm(values));
            }}
          >
            <FormSection title="Location of Bucket">
              <p>
                {model.isYard ? 'Mine Location' : 'Machine'}: <strong>{model.header.title}</strong>
                {model.header.siteName ? ` · ${model.header.siteName}` : ''}
              </p>
              {model.bucket ? (
                <p className="notice">
                  The new bucket replaces {model.bucket.name}: its changeout comes next.
                </p>
              ) : null}
            </FormSection>
            <SpecificationSections
              values={values}
              errors={errors}
              options={options}
              set={set}
              hoursError={hoursError(errors.machineHours)}
            />
            <CreateCancelActions
              pending={add.isPending}
              onCancel={() => void navigate({ to: '/inspections/$externalId', params: { externalId } })}
            />
          </form>
        </div>
      )}
    </ScreenBody>
  );
}

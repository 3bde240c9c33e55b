import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
import { bucketPhrases, bucketWords as w } from './bucket-words.ts';

const wholeHours = (error: string | undefined) => error === 'InvalidInput' || error === NOT_A_WHOLE_NUMBER;

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
  const intl = useIntl();
  const t = intl.formatMessage;
  const { values, errors, setErrors, set, refuse, blocked } = useNewBucketForm();
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
      else toast('alert', isEngineError(error) ? error.message : t(w.notAdded));
    },
  });
  return (
    <ScreenBody query={place} fallback={t(w.errorInspection)}>
      {(model) => (
        <div className="page new-bucket">
          <RecordingHeader title={t(w.addBucket)} header={model.header} />
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!blocked) add.mutate(toForm(values));
            }}
          >
            <FormSection title={t(w.locationOfBucket)}>
              <p>
                {t(model.isYard ? w.mineLocation : w.machine)}: <strong>{model.header.title}</strong>
                {model.header.siteName ? ` · ${model.header.siteName}` : ''}
              </p>
              {model.bucket ? (
                <p className="notice">{t(bucketPhrases.replaces, { name: model.bucket.name })}</p>
              ) : null}
            </FormSection>
            <SpecificationSections
              values={values}
              errors={errors}
              options={options}
              set={set}
              refuse={refuse}
              hoursError={wholeHours(errors.machineHours) ? t(w.hoursWhole) : errors.machineHours}
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

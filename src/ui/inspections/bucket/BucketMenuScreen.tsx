import { useIntl } from 'react-intl';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { bucketWords as w } from './bucket-words.ts';
import { BucketHeader } from './BucketHeader.tsx';
import { StatusMenu } from './StatusMenu.tsx';
import { useBucketScreen } from './use-bucket-screen.ts';
import { DoneButton } from '../../recording/DoneButton.tsx';

/** bucket/{bucketExternalId}: the bucket's parts, each with its completion, and DONE back to the contents. */
export default function BucketMenuScreen() {
  const { externalId, bucketExternalId, query, back } = useBucketScreen();
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const base = `bucket/${bucketExternalId}`;
        const { statuses, judgements } = model;
        return (
          <div className="page recording">
            <BucketHeader title="Bucket" model={model} />
            <StatusMenu
              label={t(w.sections)}
              externalId={externalId}
              items={[
                {
                  title: 'Specifications',
                  path: `${base}/specifications`,
                  status: statuses.specifications,
                },
                {
                  title: 'Ground Engaging Tools',
                  path: `${base}/ground-engaging-tools/summary`,
                  status: statuses.get,
                  judgement: judgements.get,
                },
                {
                  title: 'Wear Kit',
                  path: `${base}/wear-kit/summary`,
                  status: statuses.wearKit,
                  judgement: judgements.wearKit,
                },
                {
                  title: t(w.summary),
                  path: `${base}/summary`,
                  status: statuses.summary,
                  judgement: judgements.summary,
                },
              ]}
            />
            <DoneButton onDone={back} />
          </div>
        );
      }}
    </ScreenBody>
  );
}

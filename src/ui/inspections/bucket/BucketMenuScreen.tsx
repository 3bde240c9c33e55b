import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { BucketHeader } from './BucketHeader.tsx';
import {
  groupStatus,
  heelShroudStatus,
  partTypesOf,
  partTypeStatus,
  plain,
  plateLocationsOf,
  plateLocationStatus,
  specificationPaths,
  statusOf,
  summaryPaths,
} from './bucket-paths.ts';
import { StatusMenu } from './StatusMenu.tsx';
import { useBucketScreen } from './use-bucket-screen.ts';

/** bucket/{bucketExternalId}: the bucket's parts, each with its completion, and DONE back to the contents. */
export default function BucketMenuScreen() {
  const { externalId, bucketExternalId, query, back } = useBucketScreen();
  return (
    <ScreenBody query={query} fallback="Error fetching equipment">
      {(model) => {
        const base = `bucket/${bucketExternalId}`;
        const values = plain(model);
        const getStatus = groupStatus(partTypesOf(model).map((t) => partTypeStatus(model, t.key)));
        const wearKit = groupStatus([
          ...plateLocationsOf(model).map((l) => plateLocationStatus(model, l.key)),
          heelShroudStatus(model),
        ]);
        return (
          <div className="page recording">
            <BucketHeader title="Bucket" model={model} />
            <StatusMenu
              label="Bucket sections"
              externalId={externalId}
              items={[
                {
                  title: 'Specifications',
                  path: `${base}/specifications`,
                  status: statusOf(specificationPaths(), values),
                },
                {
                  title: 'Ground Engaging Tools',
                  path: `${base}/ground-engaging-tools/summary`,
                  status: getStatus,
                },
                { title: 'Wear Kit', path: `${base}/wear-kit/summary`, status: wearKit },
                {
                  title: 'Summary',
                  path: `${base}/summary`,
                  status: statusOf(Object.values(summaryPaths), values, summaryPaths.completed),
                },
              ]}
            />
            <button type="button" className="button primary wide" onClick={back}>
              DONE
            </button>
          </div>
        );
      }}
    </ScreenBody>
  );
}

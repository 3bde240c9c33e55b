import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MachineSort } from '../../rules/index.ts';
import type { MachineRow } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { HelpTip } from '../help/HelpTip.tsx';
import { noTagMessage } from '../scan/camera-messages.ts';
import { ScanButton } from '../scan/ScanButton.tsx';
import { useOpenedTag } from '../tag/use-opened-tag.ts';
import { ContinueInspectionDialog } from './ContinueInspectionDialog.tsx';
import { BucketOnlyList, MachineList } from './MachineList.tsx';
import { ShowMore } from './ShowMore.tsx';
import { useStartInspection } from './use-start-inspection.ts';

const words = defineMessages({
  title: { id: 'selectMachine.title', defaultMessage: 'Select Machine or Bucket' },
  scanTag: { id: 'selectMachine.scanTag', defaultMessage: 'SCAN TAG' },
  scanHint: {
    id: 'selectMachine.scanHint',
    defaultMessage: 'Point the camera at the machine’s or bucket’s QR code or barcode.',
  },
  search: { id: 'selectMachine.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'selectMachine.search.placeholder',
    defaultMessage: 'Name, model, site, customer…',
  },
  sort: { id: 'selectMachine.sort', defaultMessage: 'Sort' },
  alphabetical: { id: 'selectMachine.sort.alphabetical', defaultMessage: 'Alphabetical' },
  recent: { id: 'selectMachine.sort.recent', defaultMessage: 'Recent' },
  newBucket: { id: 'selectMachine.newBucket', defaultMessage: 'NEW BUCKET' },
  loading: { id: 'selectMachine.loading', defaultMessage: 'Loading…' },
  noResults: { id: 'selectMachine.noResults', defaultMessage: 'No results found' },
});

/** How many entries are shown at first and added each time the inspector reaches the end of the list. */
const MACHINES_PAGE = 100;

/**
 * Select Machine or Bucket (shell spec §2 /new-inspection). The search runs in the worker on every keystroke;
 * typing stays responsive because the list follows a deferred copy of the text.
 */
export default function SelectMachineScreen() {
  const [text, setText] = useState('');
  const intl = useIntl();
  const t = intl.formatMessage;
  const [sort, setSort] = useState<MachineSort>('Alphabetical');
  const [limit, setLimit] = useState(MACHINES_PAGE);
  const deferredText = useDeferredValue(text);
  const start = useStartInspection();
  const navigate = useNavigate();
  const [openOne, setOpenOne] = useState<MachineRow | undefined>();
  const choose = (machine: MachineRow) => {
    if (machine.openInspectionExternalId) setOpenOne(machine);
    else start.mutate({ kind: 'machine', assetId: machine.id });
  };
  const { engine } = useEngine();
  // What a scan said that the list does not show: a tag naming nothing here, or a camera that cannot scan.
  const [scanNotice, setScanNotice] = useState<string | undefined>();
  // A scanned tag chooses as a tap would (decision 0056); a tag naming nothing here fills the search with its text.
  const scanned = async (code: string) => {
    setScanNotice(undefined);
    const found = await engine.lookUpTag(code);
    if (found.kind === 'machine') choose(found.machine);
    else if (found.kind === 'bucket')
      start.mutate({ kind: 'bucket', equipmentExternalId: found.equipmentExternalId });
    else {
      setText(found.shown);
      setLimit(MACHINES_PAGE);
      setScanNotice(noTagMessage(found.shown, intl));
    }
  };
  // A tag URL that opened the app (a label scanned by the phone's own camera) chooses as SCAN TAG would.
  const { tag } = useSearch({ from: '/_shell/new-inspection' });
  useOpenedTag(tag, (url) => {
    void navigate({ to: '/new-inspection', search: {}, replace: true });
    void scanned(url);
  });
  const { data, isPending, isPlaceholderData, isFetching } = useEngineQuery({
    queryKey: ['search-assets', deferredText, sort, limit],
    query: (engine) => engine.searchAssets({ text: deferredText, sort, limit }),
    keepPrevious: true,
  });
  const empty = data !== undefined && data.machineTotal === 0 && data.bucketOnlyTotal === 0;
  return (
    <div className="page select-machine" aria-busy={start.isPending}>
      <div className="list-header">
        <h1>{t(words.title)}</h1>
        <HelpTip tipKey="new-inspection-search" />
        {/* In the heading's row, not a row of its own: a phone still shows six machines without scrolling. */}
        <ScanButton
          label={t(words.scanTag)}
          hint={t(words.scanHint)}
          disabled={start.isPending}
          onFound={(code) => void scanned(code)}
          onFail={setScanNotice}
        />
      </div>
      <div className="toolbar search-bar">
        <label className="field grow">
          <span>{t(words.search)}</span>
          <input
            type="search"
            value={text}
            placeholder={t(words.searchPlaceholder)}
            onChange={(e) => {
              setText(e.target.value);
              setLimit(MACHINES_PAGE);
            }}
          />
        </label>
        <label className="field">
          <span>{t(words.sort)}</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as MachineSort)}>
            <option value="Alphabetical">{t(words.alphabetical)}</option>
            <option value="Recent">{t(words.recent)}</option>
          </select>
        </label>
      </div>
      {scanNotice ? (
        <p role="alert" className="notice scan-notice">
          {scanNotice}
        </p>
      ) : null}
      <Link to="/new-bucket" className="button">
        {t(words.newBucket)}
      </Link>
      {isPending ? <p role="status">{t(words.loading)}</p> : null}
      {empty ? (
        <p role="status" className="empty-state">
          {t(words.noResults)}
        </p>
      ) : null}
      {data && !empty ? (
        <div className={isPlaceholderData ? 'results stale' : 'results'}>
          <MachineList
            machines={data.machines}
            grouped={sort === 'Alphabetical'}
            disabled={start.isPending}
            onChoose={choose}
          />
          <BucketOnlyList
            buckets={data.bucketOnly}
            disabled={start.isPending}
            onChoose={(equipmentExternalId) => start.mutate({ kind: 'bucket', equipmentExternalId })}
          />
          <ShowMore result={data} loading={isFetching} onMore={() => setLimit((n) => n + MACHINES_PAGE)} />
        </div>
      ) : null}
      {openOne?.openInspectionExternalId ? (
        <ContinueInspectionDialog
          machine={openOne}
          onCancel={() => setOpenOne(undefined)}
          onContinue={() =>
            void navigate({
              to: '/inspections/$externalId',
              params: { externalId: openOne.openInspectionExternalId ?? '' },
              replace: true,
            })
          }
          onStartAnother={() => {
            setOpenOne(undefined);
            start.mutate({ kind: 'machine', assetId: openOne.id });
          }}
        />
      ) : null}
    </div>
  );
}

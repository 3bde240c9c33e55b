import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PrintTagSite } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { firstSync } from '../shell/after-first-sync.ts';
import { saveFile } from '../shell/save-file.ts';
import { LABEL_SIZES, type LabelSizeId } from './label-sizes.ts';
import { makeTagSheetOffThread } from './make-tag-sheet.ts';
import {
  bucketsText,
  failedText,
  machinesText,
  madeText,
  makeText,
  makingText,
  sizeWords,
  tagWords as words,
} from './print-tags-words.ts';
// Its choices are the recording screens' (`.choice-option`): their styles with it, not from a screen seen before.
import '../recording/recording.css';
import './print-tags.css';

type Making =
  | { readonly kind: 'idle' }
  | { readonly kind: 'making'; readonly done: number; readonly total: number }
  | {
      readonly kind: 'made';
      readonly file: Blob;
      readonly fileName: string;
      readonly tags: number;
      readonly pages: number;
    }
  | { readonly kind: 'failed'; readonly message: string };

/** A file name a phone and Windows both keep: the site's name without the characters a file name cannot hold. */
function fileNameFor(site: PrintTagSite): string {
  const name = site.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'site';
  return `Tags of ${name}.pdf`;
}

/**
 * Print tags (issue 55 item 3): a site's machines and buckets as a PDF of QR labels, made on the device, offline, in a
 * worker of its own (thousands of tags take seconds). Each label carries the tag URL SCAN TAG and a phone's camera
 * app both open, with the name and serial under it.
 */
export default function PrintTagsScreen() {
  const { engine, state, online, sync } = useEngine();
  const intl = useIntl();
  // A device still on its first sync has no fleet yet: that is not "nothing to print".
  const syncing = firstSync({ state, online, sync }) !== 'over';
  const sites = useEngineQuery({ queryKey: ['print-tag-sites'], query: (e) => e.printTagSites() });
  const [siteId, setSiteId] = useState<number | undefined>();
  const [machines, setMachines] = useState(true);
  const [buckets, setBuckets] = useState(true);
  const [sizeId, setSizeId] = useState<LabelSizeId>('a4-3x8');
  const [making, setMaking] = useState<Making>({ kind: 'idle' });
  const stop = useRef<AbortController | undefined>(undefined);
  const sizeName = useId();
  useEffect(() => () => stop.current?.abort(), []);

  const site = sites.data?.find((s) => s.id === siteId) ?? sites.data?.[0];
  const chosen = site ? (machines ? site.machines : 0) + (buckets ? site.buckets : 0) : 0;

  const make = async () => {
    if (!site || chosen === 0) return;
    const controller = new AbortController();
    stop.current = controller;
    setMaking({ kind: 'making', done: 0, total: chosen });
    try {
      const tags = await engine.tagsToPrint({ siteId: site.id, machines, buckets });
      const fileName = fileNameFor(site);
      const sheet = await makeTagSheetOffThread(
        { tags, sizeId, origin: location.origin, title: fileName.replace(/\.pdf$/, '') },
        (done, total) => setMaking({ kind: 'making', done, total }),
        controller.signal,
      );
      setMaking({ kind: 'made', file: sheet.file, fileName, tags: tags.length, pages: sheet.pages });
      saveFile(sheet.file, fileName);
    } catch (error) {
      if (controller.signal.aborted) setMaking({ kind: 'idle' });
      else
        setMaking({
          kind: 'failed',
          message: intl.formatMessage(failedText, {
            reason: error instanceof Error ? error.message : String(error),
          }),
        });
    }
  };

  const busy = making.kind === 'making';
  return (
    <div className="page print-tags">
      <h1>{intl.formatMessage(words.title)}</h1>
      <p className="muted">{intl.formatMessage(words.intro)}</p>
      {sites.isPending ? <p role="status">{intl.formatMessage(words.loading)}</p> : null}
      {sites.data && sites.data.length === 0 && syncing ? (
        <p role="status">{intl.formatMessage(words.gettingFleet)}</p>
      ) : null}
      {sites.data && sites.data.length === 0 && !syncing ? (
        <p role="status" className="empty-state">
          {intl.formatMessage(words.nothing)}
        </p>
      ) : null}
      {site ? (
        <form
          className="print-tags-form"
          onSubmit={(event) => {
            event.preventDefault();
            void make();
          }}
        >
          <label className="field">
            <span>{intl.formatMessage(words.site)}</span>
            <select value={site.id} disabled={busy} onChange={(e) => setSiteId(Number(e.target.value))}>
              {sites.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="choice-field">
            <legend>{intl.formatMessage(words.tagsFor)}</legend>
            <label className="choice-option">
              <input
                type="checkbox"
                checked={machines}
                disabled={busy}
                onChange={(e) => setMachines(e.target.checked)}
              />
              <span>{intl.formatMessage(machinesText, { n: site.machines })}</span>
            </label>
            <label className="choice-option">
              <input
                type="checkbox"
                checked={buckets}
                disabled={busy}
                onChange={(e) => setBuckets(e.target.checked)}
              />
              <span>{intl.formatMessage(bucketsText, { n: site.buckets })}</span>
            </label>
          </fieldset>
          <fieldset className="choice-field">
            <legend>{intl.formatMessage(words.labelSize)}</legend>
            {LABEL_SIZES.map((size) => (
              <label key={size.id} className="choice-option">
                <input
                  type="radio"
                  name={sizeName}
                  value={size.id}
                  checked={sizeId === size.id}
                  disabled={busy}
                  onChange={() => setSizeId(size.id)}
                />
                <span>{intl.formatMessage(sizeWords[size.id])}</span>
              </label>
            ))}
          </fieldset>
          {busy ? (
            <div className="print-tags-progress">
              <progress
                value={making.done}
                max={making.total}
                aria-label={intl.formatMessage(words.tagsMade)}
              />
              <p role="status">
                {intl.formatMessage(makingText, { done: making.done, total: making.total })}
              </p>
              <button type="button" className="button" onClick={() => stop.current?.abort()}>
                {intl.formatMessage(words.stop)}
              </button>
            </div>
          ) : (
            <button type="submit" className="button primary wide" disabled={chosen === 0}>
              {intl.formatMessage(makeText, { n: chosen })}
            </button>
          )}
          {chosen === 0 && !busy ? <p className="muted">{intl.formatMessage(words.choose)}</p> : null}
        </form>
      ) : null}
      {making.kind === 'made' ? (
        <div className="notice print-tags-made" role="status">
          <p>
            {intl.formatMessage(madeText, { file: making.fileName, tags: making.tags, pages: making.pages })}
          </p>
          <button type="button" className="button" onClick={() => saveFile(making.file, making.fileName)}>
            {intl.formatMessage(words.saveAgain)}
          </button>
        </div>
      ) : null}
      {making.kind === 'failed' ? (
        <p role="alert" className="error-banner">
          {making.message}
        </p>
      ) : null}
    </div>
  );
}

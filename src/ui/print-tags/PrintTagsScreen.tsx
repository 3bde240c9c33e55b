import { useEffect, useId, useRef, useState } from 'react';
import type { PrintTagSite } from '../../worker/contract.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { firstSync } from '../shell/after-first-sync.ts';
import { saveFile } from '../shell/save-file.ts';
import { LABEL_SIZES, type LabelSizeId } from './label-sizes.ts';
import { makeTagSheetOffThread } from './make-tag-sheet.ts';
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

const count = (n: number) => n.toLocaleString();
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

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
          message: `The tags could not be made: ${error instanceof Error ? error.message : String(error)}`,
        });
    }
  };

  const busy = making.kind === 'making';
  return (
    <div className="page print-tags">
      <h1>Print tags</h1>
      <p className="muted">
        A file of QR labels for a site’s machines and buckets. Print it, stick each label on its machine or
        bucket, and SCAN TAG (or the phone’s camera) opens it. Made on this device: no connection needed.
      </p>
      {sites.isPending ? <p role="status">Loading…</p> : null}
      {sites.data && sites.data.length === 0 && syncing ? (
        <p role="status">Getting the fleet for this device…</p>
      ) : null}
      {sites.data && sites.data.length === 0 && !syncing ? (
        <p role="status" className="empty-state">
          No machines or buckets on this device yet. Sync first, then print their tags.
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
            <span>Site</span>
            <select value={site.id} disabled={busy} onChange={(e) => setSiteId(Number(e.target.value))}>
              {sites.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="choice-field">
            <legend>Tags for</legend>
            <label className="choice-option">
              <input
                type="checkbox"
                checked={machines}
                disabled={busy}
                onChange={(e) => setMachines(e.target.checked)}
              />
              <span>Machines ({count(site.machines)})</span>
            </label>
            <label className="choice-option">
              <input
                type="checkbox"
                checked={buckets}
                disabled={busy}
                onChange={(e) => setBuckets(e.target.checked)}
              />
              <span>Buckets ({count(site.buckets)})</span>
            </label>
          </fieldset>
          <fieldset className="choice-field">
            <legend>Label size</legend>
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
                <span>{size.label}</span>
              </label>
            ))}
          </fieldset>
          {busy ? (
            <div className="print-tags-progress">
              <progress value={making.done} max={making.total} aria-label="Tags made" />
              <p role="status">
                Making tags: {count(making.done)} of {count(making.total)}
              </p>
              <button type="button" className="button" onClick={() => stop.current?.abort()}>
                STOP
              </button>
            </div>
          ) : (
            <button type="submit" className="button primary wide" disabled={chosen === 0}>
              MAKE {plural(chosen, 'TAG', 'TAGS')} (PDF)
            </button>
          )}
          {chosen === 0 && !busy ? <p className="muted">Choose machines or buckets (or both).</p> : null}
        </form>
      ) : null}
      {making.kind === 'made' ? (
        <div className="notice print-tags-made" role="status">
          <p>
            {making.fileName}: {plural(making.tags, 'tag', 'tags')} on {plural(making.pages, 'page', 'pages')}
            , saved to your downloads. Print it at actual size (100 %, no “fit to page”) so the labels line
            up.
          </p>
          <button type="button" className="button" onClick={() => saveFile(making.file, making.fileName)}>
            SAVE AGAIN
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

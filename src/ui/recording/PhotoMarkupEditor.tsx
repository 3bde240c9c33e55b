import { startTransition, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import {
  MARK_COLOUR_NAMES,
  MARK_COLOURS,
  MARK_LABEL_MAX,
  type MarkColour,
  type MarkPoint,
  type MarkTool,
  type PhotoMark,
} from '../../rules/index.ts';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { markupCanvasOf, type MarkupCanvas } from './markup-canvas.ts';
import { Modal } from './Modal.tsx';
import './markup.css';

const TOOLS: readonly { tool: MarkTool; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    tool: 'circle',
    ...defineMessages({
      label: { id: 'rec.markup.circle', defaultMessage: 'Circle' },
      hint: { id: 'rec.markup.circle.hint', defaultMessage: 'Drag across the thing to circle it.' },
    }),
  },
  {
    tool: 'arrow',
    ...defineMessages({
      label: { id: 'rec.markup.arrow', defaultMessage: 'Arrow' },
      hint: {
        id: 'rec.markup.arrow.hint',
        defaultMessage: 'Drag from where the arrow starts to the thing it points at.',
      },
    }),
  },
  {
    tool: 'pen',
    ...defineMessages({
      label: { id: 'rec.markup.pen', defaultMessage: 'Pen' },
      hint: { id: 'rec.markup.pen.hint', defaultMessage: 'Draw with your finger.' },
    }),
  },
  {
    tool: 'label',
    ...defineMessages({
      label: { id: 'rec.markup.label', defaultMessage: 'Label' },
      hint: { id: 'rec.markup.label.hint', defaultMessage: 'Tap where the words go, then type them.' },
    }),
  },
];
const words = defineMessages({
  title: { id: 'rec.markup.title', defaultMessage: 'Mark up photo' },
  tools: { id: 'rec.markup.tools', defaultMessage: 'Markup tool' },
  corrections: { id: 'rec.markup.corrections', defaultMessage: 'Colour and corrections' },
  magenta: { id: 'rec.markup.colour.magenta', defaultMessage: 'Colour magenta' },
  cyan: { id: 'rec.markup.colour.cyan', defaultMessage: 'Colour cyan' },
  undo: { id: 'rec.markup.undo', defaultMessage: 'Undo' },
  clear: { id: 'rec.markup.clear', defaultMessage: 'Clear' },
  cancel: { id: 'rec.markup.cancel', defaultMessage: 'CANCEL' },
  save: { id: 'rec.markup.save', defaultMessage: 'SAVE' },
  saving: { id: 'rec.markup.saving', defaultMessage: 'SAVING…' },
  restore: { id: 'rec.markup.restore', defaultMessage: 'RESTORE ORIGINAL' },
  restoring: { id: 'rec.markup.restoring', defaultMessage: 'RESTORING…' },
  discardTitle: { id: 'rec.markup.discard.title', defaultMessage: 'Discard drawing' },
  discardMessage: {
    id: 'rec.markup.discard.message',
    defaultMessage: 'Close without saving? What you drew on this photo is lost; the photo stays as it was.',
  },
  discard: { id: 'rec.markup.discard', defaultMessage: 'Discard' },
  restoreTitle: { id: 'rec.markup.restore.title', defaultMessage: 'Restore original' },
  restoreMessage: {
    id: 'rec.markup.restore.message',
    defaultMessage: 'Show this photo as it was taken? Its markup is removed, here and in the report.',
  },
  labelText: { id: 'rec.markup.labelText', defaultMessage: 'Label text' },
  cancelLabel: { id: 'rec.markup.cancelLabel', defaultMessage: 'Cancel label' },
  addLabel: { id: 'rec.markup.addLabel', defaultMessage: 'Add label' },
  outOfStorage: {
    id: 'rec.markup.outOfStorage',
    defaultMessage:
      'this device is out of storage. Free some space (Settings → Storage) or send photos first.',
  },
  wentWrong: { id: 'rec.markup.wentWrong', defaultMessage: 'something went wrong.' },
});
const notSaved = defineMessage<{ reason: string }>({
  id: 'rec.markup.notSaved',
  defaultMessage:
    'The markup could not be saved: {reason} Your drawing is still here and the photo is as it was: try SAVE again.',
});
const notRestored = defineMessage<{ reason: string }>({
  id: 'rec.markup.notRestored',
  defaultMessage: 'The original could not be restored: {reason} The photo is as it was.',
});
const drawingArea = defineMessage<{ hint: string }>({
  id: 'rec.markup.area',
  defaultMessage: 'Drawing area: {hint}',
});
const markCount = defineMessage<{ count: number }>({
  id: 'rec.markup.count',
  defaultMessage: '{count, plural, one {# mark.} other {# marks.}}',
});
/** A circle or arrow shorter than this (a fraction of the picture) is a slip of the glove, not a mark. */
const SMALLEST_DRAG = 0.02;
const NO_MARKS: readonly PhotoMark[] = [];

/**
 * Issue 54: draw on a photo (circle, arrow, pen, a short label) in a colour that stands out on rock and steel, with
 * undo and clear. The drawing is marks, not pixels: they are drawn over the photo as the finger moves, in a worker of
 * their own where the browser allows it (markup-canvas.ts), and SAVE sends them to the engine, whose photo worker
 * flattens them into the photo off this thread. A save that fails keeps the drawing
 * here and says why; the photo and its original are unchanged.
 */
export default function PhotoMarkupEditor(props: {
  photoUrl: string;
  alt: string;
  /** RESTORE ORIGINAL is offered when the photo shows a markup. */
  canRestore: boolean;
  onSave: (marks: readonly PhotoMark[]) => Promise<unknown>;
  onRestore: () => Promise<unknown>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  // Every state of the drawing, so UNDO also takes back a CLEAR.
  const [history, setHistory] = useState<readonly (readonly PhotoMark[])[]>([[]]);
  const marks = history[history.length - 1] ?? NO_MARKS;
  const [tool, setTool] = useState<MarkTool>('circle');
  const [colour, setColour] = useState<MarkColour>('magenta');
  const [pendingLabel, setPendingLabel] = useState<MarkPoint | undefined>();
  const [busy, setBusy] = useState<'saving' | 'restoring' | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [ask, setAsk] = useState<'discard' | 'restore' | undefined>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const surface = useRef<MarkupCanvas | undefined>(undefined);
  const drawing = useRef<PhotoMark | undefined>(undefined);

  const add = (mark: PhotoMark) => setHistory((h) => [...h, [...(h[h.length - 1] ?? []), mark]]);

  // The drawing area holds as many pixels as it shows (times the screen's density); observing tells its size at once.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const area = markupCanvasOf(element);
    surface.current = area;
    const observer = new ResizeObserver(() => {
      const ratio = window.devicePixelRatio || 1;
      area.send({
        kind: 'size',
        width: Math.round(element.clientWidth * ratio),
        height: Math.round(element.clientHeight * ratio),
      });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      area.release();
    };
  }, []);
  // Drawn again only when the marks change (a mark finished, undo, clear), never while a finger moves.
  useEffect(() => surface.current?.send({ kind: 'marks', marks }), [marks]);

  const pointAt = (event: ReactPointerEvent<HTMLCanvasElement>): MarkPoint => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (n: number) => Math.min(1, Math.max(0, n));
    return [clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height)];
  };

  const down = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (busy || !event.isPrimary) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = pointAt(event);
    setFailure(undefined);
    if (tool === 'label') return setPendingLabel(at);
    if (tool === 'pen') {
      drawing.current = { kind: 'pen', colour, points: [at] };
      surface.current?.send({ kind: 'pen', colour, points: [at], start: true });
    } else {
      drawing.current = { kind: tool, colour, from: at, to: at };
      surface.current?.send({ kind: 'shape', mark: drawing.current });
    }
  };
  const move = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const mark = drawing.current;
    if (!mark || !event.isPrimary) return;
    const at = pointAt(event);
    // A stroke grows in place while the finger moves (a copy per move is quadratic in a long stroke), and only its
    // new point is sent to be drawn.
    if (mark.kind === 'pen') {
      (mark.points as MarkPoint[]).push(at);
      surface.current?.send({ kind: 'pen', colour: mark.colour, points: [at], start: false });
    } else if (mark.kind !== 'label') {
      drawing.current = { ...mark, to: at };
      surface.current?.send({ kind: 'shape', mark: drawing.current });
    }
  };
  const up = () => {
    const mark = drawing.current;
    drawing.current = undefined;
    if (!mark) return;
    // A mark kept shows as drawn until the marks drawn with it replace it, so the editor's words and buttons can
    // follow in a render of slices; a slip of the glove goes at once.
    if (mark.kind === 'pen' || (mark.kind !== 'label' && dragLength(mark.from, mark.to) >= SMALLEST_DRAG))
      startTransition(() => add(mark));
    else surface.current?.send({ kind: 'shape', mark: undefined });
  };

  const save = async () => {
    setBusy('saving');
    setFailure(undefined);
    try {
      await props.onSave(marks);
      // Closing renders the screen under the editor again: in slices, not as one long task before the new picture.
      startTransition(() => props.onClose());
    } catch (error) {
      setFailure(say(notSaved, { reason: reason(error, say) }));
    } finally {
      setBusy(undefined);
    }
  };
  const restore = async () => {
    setAsk(undefined);
    setBusy('restoring');
    setFailure(undefined);
    try {
      await props.onRestore();
      props.onClose();
    } catch (error) {
      setFailure(say(notRestored, { reason: reason(error, say) }));
    } finally {
      setBusy(undefined);
    }
  };
  const cancel = () => (marks.length > 0 ? setAsk('discard') : props.onClose());
  const hintMessage = TOOLS.find((t) => t.tool === tool)?.hint;
  const hint = hintMessage ? say(hintMessage) : '';

  return (
    <Modal title={say(words.title)} onClose={cancel} full asksBeforeClosing>
      <div className="markup-stage">
        <div className="markup-picture">
          <img src={props.photoUrl} alt={props.alt} draggable={false} />
          <canvas
            ref={canvas}
            className="markup-canvas"
            data-tool={tool}
            aria-label={say(drawingArea, { hint })}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
          />
        </div>
      </div>
      <p className="markup-hint" aria-live="polite">
        {hint} {marks.length === 0 ? '' : say(markCount, { count: marks.length })}
      </p>
      {pendingLabel ? (
        <LabelForm
          colour={colour}
          onAdd={(text) => {
            add({ kind: 'label', colour, at: pendingLabel, text });
            setPendingLabel(undefined);
          }}
          onCancel={() => setPendingLabel(undefined)}
        />
      ) : null}
      <div className="markup-tools" role="group" aria-label={say(words.tools)}>
        {TOOLS.map((t) => (
          <button
            key={t.tool}
            type="button"
            className="button"
            aria-pressed={tool === t.tool}
            onClick={() => setTool(t.tool)}
          >
            {say(t.label)}
          </button>
        ))}
      </div>
      <div className="markup-tools" role="group" aria-label={say(words.corrections)}>
        {MARK_COLOUR_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className="button markup-colour"
            aria-pressed={colour === name}
            aria-label={say(words[name])}
            onClick={() => setColour(name)}
          >
            <span className="markup-swatch" style={{ background: MARK_COLOURS[name] }} />
          </button>
        ))}
        <button
          type="button"
          className="button"
          disabled={history.length <= 1 || busy !== undefined}
          onClick={() => setHistory((h) => h.slice(0, -1))}
        >
          {say(words.undo)}
        </button>
        <button
          type="button"
          className="button"
          disabled={marks.length === 0 || busy !== undefined}
          onClick={() => setHistory((h) => [...h, []])}
        >
          {say(words.clear)}
        </button>
      </div>
      {failure ? (
        <p role="alert" className="field-message markup-failure">
          {failure}
        </p>
      ) : null}
      <div className="markup-tools markup-finish">
        <button type="button" className="button" disabled={busy !== undefined} onClick={cancel}>
          {say(words.cancel)}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={marks.length === 0 || busy !== undefined}
          onClick={() => void save()}
        >
          {say(busy === 'saving' ? words.saving : words.save)}
        </button>
      </div>
      {props.canRestore ? (
        <div className="markup-tools markup-restore">
          <button
            type="button"
            className="button"
            disabled={busy !== undefined}
            onClick={() => setAsk('restore')}
          >
            {say(busy === 'restoring' ? words.restoring : words.restore)}
          </button>
        </div>
      ) : null}
      {ask === 'discard' ? (
        <ConfirmDialog
          title={say(words.discardTitle)}
          message={say(words.discardMessage)}
          confirmLabel={say(words.discard)}
          onCancel={() => setAsk(undefined)}
          onConfirm={props.onClose}
        />
      ) : null}
      {ask === 'restore' ? (
        <ConfirmDialog
          title={say(words.restoreTitle)}
          message={say(words.restoreMessage)}
          confirmLabel={say(words.restoreTitle)}
          onCancel={() => setAsk(undefined)}
          onConfirm={() => void restore()}
        />
      ) : null}
    </Modal>
  );
}

/** The words of a label: a few, typed after a tap on where they go. */
function LabelForm(props: { colour: MarkColour; onAdd: (text: string) => void; onCancel: () => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const typed = text.trim();
  return (
    <form
      className="markup-label-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed !== '') props.onAdd(typed);
      }}
    >
      <label htmlFor="markup-label-text">{intl.formatMessage(words.labelText)}</label>
      <input
        id="markup-label-text"
        // The tap on the photo asked for the words: the keyboard opens at once.
        autoFocus
        maxLength={MARK_LABEL_MAX}
        value={text}
        style={{ borderColor: MARK_COLOURS[props.colour] }}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="markup-tools">
        <button type="button" className="button" onClick={props.onCancel}>
          {intl.formatMessage(words.cancelLabel)}
        </button>
        <button type="submit" className="button primary" disabled={typed === ''}>
          {intl.formatMessage(words.addLabel)}
        </button>
      </div>
    </form>
  );
}

function dragLength(from: MarkPoint, to: MarkPoint): number {
  return Math.hypot(to[0] - from[0], to[1] - from[1]);
}

/** The worker's words for a refusal, or what a full device or a stopped worker means for the inspector. */
function reason(error: unknown, say: (message: MessageDescriptor) => string): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'QuotaExceededError' || /quota/i.test(message)) return say(words.outOfStorage);
  if (message === '') return say(words.wentWrong);
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

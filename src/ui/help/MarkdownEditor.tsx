import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEngine } from '../engine/EngineProvider.tsx';
import { CheckIcon } from '../shell/icons.tsx';
import { SAVED_TICK_MS } from '../shell/timings.ts';
import { useToast } from '../shell/toast.tsx';
import { helpWords as w } from './help-words.ts';
import { renderMarkdown } from './markdown.ts';
import { useTooltip } from './use-tooltip.ts';

/**
 * shell spec §2 'Markdown Editor': the tooltip ID, a heading input, a body text area with live preview, a save
 * button (a saved tick for 1.5 seconds) and an image insert that embeds the image inline as data.
 */
export function MarkdownEditor({ tipKey, onClose }: { tipKey: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { data: tip, isFetched } = useTooltip(tipKey);
  const t = useIntl().formatMessage;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal editor" aria-labelledby="markdown-editor-title" onClose={onClose}>
      <h2 id="markdown-editor-title">{t(w.editor)}</h2>
      {isFetched ? (
        <EditorForm
          tipKey={tip?.key ?? tipKey}
          heading={tip?.heading ?? ''}
          body={tip?.markdownBody ?? ''}
          onClose={onClose}
        />
      ) : (
        <p role="status">{t(w.loading)}</p>
      )}
    </dialog>
  );
}

function EditorForm(props: { tipKey: string; heading: string; body: string; onClose: () => void }) {
  const { engine } = useEngine();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const [heading, setHeading] = useState(props.heading);
  const [body, setBody] = useState(props.body);
  const [saved, setSaved] = useState(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: () => engine.saveTooltip({ key: props.tipKey, heading, markdownBody: body }),
    onSuccess: () => {
      setSaved(true);
      setTimeout(() => setSaved(false), SAVED_TICK_MS);
    },
    onError: (error) => toast('alert', t(w.notSaved, { reason: error.message })),
  });
  const insertImage = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => {
      const alt = file.name.replace(/[[\]()]/g, '');
      const markdown = `![${alt}](${String(reader.result)})`;
      const area = bodyRef.current;
      const at = area?.selectionStart ?? body.length;
      setBody((text) => `${text.slice(0, at)}${markdown}${text.slice(at)}`);
    };
    reader.readAsDataURL(file);
  };
  return (
    <form
      className="editor-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p>
        <FormattedMessage
          id="help.tooltipId"
          defaultMessage="Tooltip ID: {id}"
          values={{ id: <span className="mono">{props.tipKey}</span> }}
        />
      </p>
      <label className="field">
        <span>{t(w.heading)}</span>
        <input value={heading} onChange={(e) => setHeading(e.target.value)} />
      </label>
      <div className="editor-panes">
        <label className="field">
          <span>{t(w.body)}</span>
          <textarea ref={bodyRef} rows={10} value={body} onChange={(e) => setBody(e.target.value)} />
        </label>
        <section aria-label={t(w.preview)} className="markdown preview">
          {/* Sanitised: see markdown.ts. */}
          <div dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }} />
        </section>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={t(w.imageFile)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) insertImage(file);
          e.target.value = '';
        }}
      />
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => fileRef.current?.click()}>
          {t(w.insertImage)}
        </button>
        <button type="submit" className="button primary" disabled={save.isPending}>
          {saved ? (
            <>
              <CheckIcon /> {t(w.saved)}
            </>
          ) : (
            t(w.save)
          )}
        </button>
        <button type="button" className="button" onClick={props.onClose}>
          {t(w.close)}
        </button>
      </div>
    </form>
  );
}

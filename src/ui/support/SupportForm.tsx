import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useSession } from '../auth/use-session.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { errorMessage } from '../recording/error-message.ts';
import { deviceType } from '../shell/format.ts';
import { useClearOfToasts } from '../shell/toast.tsx';
import { messagesWaiting, supportWords as w } from './support-words.ts';

// The schema's issues name the message to show (valibot keeps a string): shown in the inspector's language.
const MESSAGE_REQUIRED = 'required';
const EMAIL_INVALID = 'emailInvalid';

// The form at its boundary: something to read is required; an e-mail, if given, must look like one.
const SupportFormSchema = v.object({
  info: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGE_REQUIRED)),
  email: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email(EMAIL_INVALID))]),
});

/**
 * The support form (shell spec §2 Support): name, e-mail, Additional Information and Send. Send keeps the message on
 * the device; the worker posts it to /api/admin/v1/user-message with the session's bearer token at once, or when the
 * signal is back (decision 0041). The form says which: queued, then sent.
 */
export function SupportForm({ context }: { context: string }) {
  const { engine } = useEngine();
  const user = useSession();
  const id = useId();
  const [name, setName] = useState(user.name === 'Unknown User' ? '' : user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [info, setInfo] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const [queued, setQueued] = useState<string | undefined>();
  const t = useIntl().formatMessage;
  const send = useMutation({
    // The worker keeps it and sends it with the token of the signed-in session; its state shows below the form.
    mutationFn: () =>
      engine.sendSupportRequest({
        name: name.trim(),
        email: email.trim(),
        additionalInformation: info.trim(),
        context,
        metadata: {
          device: deviceType(navigator.userAgent, navigator.maxTouchPoints),
          page: location.pathname,
          sentAt: new Date().toISOString(),
        },
      }),
    onMutate: () => setQueued(undefined),
    // Kept on the device: the text can go from the form.
    onSuccess: (id) => {
      setQueued(id);
      setInfo('');
    },
  });
  return (
    <form
      className="support-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = v.safeParse(SupportFormSchema, { info, email: email.trim() });
        setInvalid(checked.success ? undefined : checked.issues[0].message);
        if (checked.success) send.mutate();
      }}
    >
      <label className="field" htmlFor={`${id}-name`}>
        <span>{t(w.name)}</span>
        <input id={`${id}-name`} value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field" htmlFor={`${id}-email`}>
        <span>{t(w.email)}</span>
        <input
          id={`${id}-email`}
          type="email"
          value={email}
          autoComplete="email"
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label className="field" htmlFor={`${id}-info`}>
        <span>{t(w.info)}</span>
        <textarea
          id={`${id}-info`}
          rows={5}
          value={info}
          required
          aria-invalid={invalid === MESSAGE_REQUIRED}
          onChange={(e) => {
            setInfo(e.target.value);
            setInvalid(undefined);
          }}
        />
      </label>
      <button type="submit" className="button primary" disabled={send.isPending}>
        {send.isPending ? t(w.sending) : t(w.send)}
      </button>
      {invalid ? (
        <p role="alert" className="error-text">
          {t(invalid === MESSAGE_REQUIRED ? w.required : w.emailInvalid)}
        </p>
      ) : null}
      <QueuedMessage id={queued} />
      {send.isError ? (
        <div role="alert" className="error-text">
          <p>{t(w.failed)}</p>
          <p>{errorMessage(send.error, t(w.notKept))}</p>
        </div>
      ) : null}
    </form>
  );
}

/**
 * Where the message sent from this form is: queued on the device, sent, or refused by the server; before one is sent
 * here (a reload, another visit), how many still wait on the device. The form's answer: no toast or bar covers it.
 */
function QueuedMessage({ id }: { id: string | undefined }) {
  const view = useEngineQuery({
    queryKey: ['support-queue', id ?? null],
    query: (engine) => engine.supportQueueView(id),
  });
  const answer = useRef<HTMLDivElement>(null);
  const t = useIntl().formatMessage;
  const state = id === undefined ? undefined : view.data?.message?.state;
  useClearOfToasts(answer, state !== undefined);
  const waiting = view.data?.waiting ?? 0;
  if (id === undefined)
    return waiting > 0 ? (
      <p role="status" className="notice" data-testid="support-waiting">
        {t(messagesWaiting, { count: waiting })}
      </p>
    ) : null;
  return <div ref={answer}>{state === undefined ? null : <SentState state={state} />}</div>;
}

function SentState({ state }: { state: 'queued' | 'sent' | 'refused' }) {
  const t = useIntl().formatMessage;
  if (state === 'sent')
    return (
      <p role="status" className="success-text">
        {t(w.sent)}
      </p>
    );
  if (state === 'refused')
    return (
      <div role="alert" className="error-text">
        <p>{t(w.failed)}</p>
        <p>{t(w.refused)}</p>
      </div>
    );
  return (
    <p role="status" className="notice" data-testid="support-queued">
      {t(w.queued)}
    </p>
  );
}

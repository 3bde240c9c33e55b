import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { useSession } from '../auth/use-session.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { errorMessage } from '../recording/error-message.ts';
import { deviceType } from '../shell/format.ts';
import { useClearOfToasts } from '../shell/toast.tsx';
import {
  MESSAGE_FAILED,
  MESSAGE_NOT_KEPT,
  MESSAGE_QUEUED,
  MESSAGE_REFUSED,
  MESSAGE_SENT,
  messagesWaiting,
} from './support-words.ts';

const MESSAGE_REQUIRED = 'Please write what you need help with in Additional Information.';
const EMAIL_INVALID = 'Please enter a valid e-mail address, or leave it empty.';

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
        <span>Name</span>
        <input id={`${id}-name`} value={name} autoComplete="name" onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field" htmlFor={`${id}-email`}>
        <span>E-mail</span>
        <input
          id={`${id}-email`}
          type="email"
          value={email}
          autoComplete="email"
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label className="field" htmlFor={`${id}-info`}>
        <span>Additional Information</span>
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
        {send.isPending ? 'Sending…' : 'Send'}
      </button>
      {invalid ? (
        <p role="alert" className="error-text">
          {invalid}
        </p>
      ) : null}
      <QueuedMessage id={queued} />
      {send.isError ? (
        <div role="alert" className="error-text">
          <p>{MESSAGE_FAILED}</p>
          <p>{errorMessage(send.error, MESSAGE_NOT_KEPT)}</p>
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
  const state = id === undefined ? undefined : view.data?.message?.state;
  useClearOfToasts(answer, state !== undefined);
  const waiting = view.data?.waiting ?? 0;
  if (id === undefined)
    return waiting > 0 ? (
      <p role="status" className="notice" data-testid="support-waiting">
        {messagesWaiting(waiting)}
      </p>
    ) : null;
  return <div ref={answer}>{state === undefined ? null : <SentState state={state} />}</div>;
}

function SentState({ state }: { state: 'queued' | 'sent' | 'refused' }) {
  if (state === 'sent')
    return (
      <p role="status" className="success-text">
        {MESSAGE_SENT}
      </p>
    );
  if (state === 'refused')
    return (
      <div role="alert" className="error-text">
        <p>{MESSAGE_FAILED}</p>
        <p>{MESSAGE_REFUSED}</p>
      </div>
    );
  return (
    <p role="status" className="notice" data-testid="support-queued">
      {MESSAGE_QUEUED}
    </p>
  );
}

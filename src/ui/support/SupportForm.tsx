import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useSession } from '../auth/use-session.ts';
import { useEngine } from '../engine/EngineProvider.tsx';
import { deviceType } from '../shell/format.ts';

const MESSAGE_SENT = 'Message Sent - Your message has been sent.';
const MESSAGE_FAILED = 'Failed to send message to Slack. Please try again.';
const MESSAGE_REQUIRED = 'Please write what you need help with in Additional Information.';
const EMAIL_INVALID = 'Please enter a valid e-mail address, or leave it empty.';

// The form at its boundary: something to read is required; an e-mail, if given, must look like one.
const SupportFormSchema = v.object({
  info: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGE_REQUIRED)),
  email: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email(EMAIL_INVALID))]),
});

/**
 * The support form (shell spec §2 Support): name, e-mail, Additional Information and Send. The worker posts it to
 * /api/admin/v1/user-message through its HTTP client, with the session's bearer token.
 */
export function SupportForm({ context }: { context: string }) {
  const { engine } = useEngine();
  const user = useSession();
  const id = useId();
  const [name, setName] = useState(user.name === 'Unknown User' ? '' : user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [info, setInfo] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const send = useMutation({
    // The worker sends it with the token of the signed-in session; a failure shows the spec's message.
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
    onSuccess: () => setInfo(''),
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
      {send.isSuccess ? (
        <p role="status" className="success-text">
          {MESSAGE_SENT}
        </p>
      ) : null}
      {send.isError ? (
        <p role="alert" className="error-text">
          {MESSAGE_FAILED}
        </p>
      ) : null}
    </form>
  );
}
